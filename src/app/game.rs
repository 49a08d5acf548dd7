//! The game screen, designed for a table of up to six: the whose-turn
//! banner; under it the settle area, one band that always shows what the
//! table must settle now (or what just happened, with its undo); the
//! board with every total in its centre, where a tap picks who scores; the
//! side column with the entry (its tabs, the form row, the keypad and the
//! kinds), whose keys never move; the turn bar along the bottom. Nothing
//! scrolls but the history. The expansions' panels all have one shape
//! (`panel.rs`) and are registered once (`panels.rs`).

mod after;
mod count;
pub mod final_scoring;
mod history;
mod keys;
mod panel;
pub mod panels;
mod tiles;
mod view;

use std::sync::Arc;

use iced::Element;

use super::icons::Icon;
use crate::engine::{
    Command, FeatureScoring, Figure, Kind, PlayerId, Question, Scoring, State, Viewer, notation,
};
use crate::store::SavedGame;
use crate::t;
use crate::table::{Change, Effects, Source, Table};
use panel::Dress;

pub use panel::Input;

/// The game on show as the table last handed it to the screen, to read:
/// the screen changes it only through the table's door
/// ([`GameScreen::send`]), letting go of it meanwhile so the table holds
/// the game alone while it changes it.
#[derive(Debug, Clone)]
struct OnShow(Option<Arc<SavedGame>>);

impl std::ops::Deref for OnShow {
    type Target = SavedGame;

    fn deref(&self) -> &SavedGame {
        self.0
            .as_deref()
            .expect("the game screen reads a game between changes")
    }
}

/// A game on the table: what is being entered, and what is on show.
#[derive(Debug, Clone)]
pub struct GameScreen {
    saved: OnShow,
    /// Whether the table's play clock stands still (read from it).
    paused: bool,
    chosen: Vec<PlayerId>,
    /// Whether the table picked the players; until then the active player
    /// is chosen and a tap on another player replaces them.
    picked: bool,
    points: String,
    error: Option<String>,
    history: bool,
    status: Option<String>,
    /// The figure each seat's points move (RULES MSG1); the meeple unless
    /// the table switches it.
    figures: Vec<Figure>,
    /// The expansions' panels.
    panels: panels::Panels,
    /// What the entry shows: plain points, the calculator, a correction,
    /// or a panel's page.
    mode: Mode,
    /// The counts of the calculator.
    count: count::Count,
    /// A question the table must answer before the command goes ahead.
    ask: Option<Ask>,
    /// Whether the list of keys is on show.
    keys: bool,
    /// Whether the menu (the rarer tools) is open.
    menu: bool,
    /// Speech in this run, as the Menu offers to switch it (the app's).
    pub(super) speaking: Option<bool>,
    /// What the last command did ("Done: Bert +8 city"), shown in the
    /// settle area with its undo until the next action.
    done: Option<String>,
    /// Whether `done` tells of an undo (then it offers the redo).
    undone: bool,
    /// The guided final scoring (RULES F1).
    wizard: final_scoring::Wizard,
}

/// What the entry panel is for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Mode {
    /// Points typed on the keypad, then a kind.
    #[default]
    Points,
    /// Points worked out from tiles, pennants and neighbours (RULES T7).
    Count,
    /// A correction: points added to or taken from one figure (RULES T3).
    Correct,
    /// The page of the panel with this tab (in the order of the tabs).
    Panel(usize),
}

/// A question asked before a command goes ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Whom an extra turn is for.
    ExtraTurn,
    /// Whether to start the final scoring while tiles remain.
    FinalScoring,
    /// The tiles left, corrected (RULES T6): the number typed so far, and
    /// whether a key was typed (the first digit replaces the count).
    Tiles {
        /// The count on show.
        left: u32,
        /// Whether the table typed.
        typed: bool,
    },
}

/// What the table did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Add or remove a player from the scoring being entered.
    Toggle(PlayerId),
    /// Switch which figure a holder's points move (RULES MSG1).
    Figure(PlayerId, Figure),
    /// Switch the figure of every chosen holder (the M key).
    SwitchFigures,
    /// A digit of the points (or of the field the keypad types into).
    Digit(u32),
    /// Remove the last digit.
    Backspace,
    /// Clear the points.
    Clear,
    /// One more or one fewer in the field the keypad types into.
    Nudge(i32),
    /// To the next or the previous field of the form on show.
    Field(i32),
    /// Record the points for the chosen players.
    Score(Kind),
    /// End the turn.
    EndTurn,
    /// The active player places a further tile.
    AnotherTile,
    /// Ask whom an extra turn is for.
    ExtraTurn,
    /// Queue an extra turn for this player.
    ExtraTurnFor(PlayerId),
    /// Switch the entry to plain points, the calculator, a correction or
    /// a panel's page.
    Mode(Mode),
    /// On the calculator.
    Count(count::Message),
    /// Record the typed points as a correction: added, or taken away.
    Correct(bool),
    /// Close what is open (a question, the keys, the menu).
    Dismiss,
    /// Show or hide the list of keys.
    Keys(bool),
    /// Open or close the menu.
    Menu(bool),
    /// Remove a queued extra turn.
    CancelExtraTurn(usize),
    /// Correct the tiles left: ask for the count.
    Tiles,
    /// A key of the tiles' count.
    TilesKey(Input),
    /// Set the tiles left to the count asked.
    SetTiles,
    /// Take back the last command.
    Undo,
    /// Bring back the last undone command.
    Redo,
    /// Keep only the first N commands.
    Rewind(usize),
    /// Show or hide the history.
    History(bool),
    /// Stop the clock for a break, or start it again.
    Pause(bool),
    /// In the guided final scoring.
    Final(final_scoring::Message),
    /// Start the final scoring (asking first while tiles remain).
    FinalScoring,
    /// Start the final scoring: the table said yes.
    ConfirmFinalScoring,
    /// End the game.
    EndGame,
    /// Copy the game as notation.
    Export,
    /// Back to the home screen.
    Home,
    /// Change the setup of this game (the log is replayed on it).
    FixSetup,
    /// Open *Phones and TV*: the game on phones and the TV.
    Share,
    /// Speak the table's prompts (or not) for this run.
    Speak(bool),
    /// On an expansion's panel.
    Panel(panels::Message),
    /// This answer of the table's question (`Game::questions`).
    Answer(usize),
}

/// What the app should do.
#[derive(Debug)]
pub enum Action {
    /// Nothing.
    None,
    /// The table took a change: carry out its effects (save it, show the
    /// results if it ended).
    Changed(Box<Effects>),
    /// Put this notation on the clipboard.
    Export(String),
    /// Back to the home screen.
    Home,
    /// Open the setup of this game to fix it.
    FixSetup,
    /// Open *Phones and TV*.
    Share,
    /// Speak the table's prompts (or not) for this run, not saved.
    Speak(bool),
}

impl GameScreen {
    /// Shows `saved` (the table's game on show), ready for the active
    /// player's points.
    pub fn new(saved: Arc<SavedGame>) -> GameScreen {
        let active = saved.game.state().turn.player;
        let panels = panels::Panels::new(&saved.game);
        GameScreen {
            saved: OnShow(Some(saved)),
            paused: false,
            chosen: vec![active],
            picked: false,
            points: String::new(),
            error: None,
            history: false,
            status: None,
            figures: Vec::new(),
            panels,
            mode: Mode::Points,
            count: count::Count::default(),
            ask: None,
            keys: false,
            menu: false,
            speaking: None,
            done: None,
            undone: false,
            wizard: final_scoring::Wizard::default(),
        }
    }

    /// Says in the settle area what has just happened (a fix of the setup).
    pub fn show_done(&mut self, done: Option<String>) {
        self.done = done;
    }

    /// The game message for a key, given what is on screen now; `None`
    /// when the key means nothing here.
    pub fn key(&self, event: &iced::keyboard::Event) -> Option<Message> {
        keys::message(self, event)
    }

    /// Whether the clock is paused (a break: the time does not count).
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// The mode of the entry.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The players the rows have chosen, and whether the table picked
    /// them (until then a tap on another row replaces the active player).
    pub fn chosen(&self) -> (&[PlayerId], bool) {
        (&self.chosen, self.picked)
    }

    /// What the settle area says has just happened, if anything.
    pub fn done(&self) -> Option<&str> {
        self.done.as_deref()
    }

    /// The refusal on show, if any.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The figure `player`'s points move.
    fn figure(&self, player: PlayerId) -> Figure {
        self.figures
            .get(player.index())
            .copied()
            .unwrap_or(Figure::Meeple)
    }

    /// Whether players have two figures (RULES MSG1).
    fn two_figures(&self) -> bool {
        self.panels.figures(&self.saved.game).len() > 1
    }

    /// What the panels may read of the screen.
    fn context(&self) -> panel::Context<'_> {
        panel::Context {
            game: &self.saved.game,
            chosen: &self.chosen,
            figures: &self.figures,
            points: self.points.parse().ok(),
        }
    }

    /// Shows a line of news in the settle area until the next action.
    pub fn show_status(&mut self, status: String) {
        self.status = Some(status);
    }

    /// The game on show, shared with the table.
    pub fn saved(&self) -> Arc<SavedGame> {
        Arc::clone(
            self.saved
                .0
                .as_ref()
                .expect("the game screen reads a game between changes"),
        )
    }

    /// The game on show.
    pub fn saved_game(&self) -> &SavedGame {
        &self.saved
    }

    /// "Anna’s turn", for the window title.
    pub fn title(&self) -> String {
        let game = &self.saved.game;
        t!(
            "turn-of",
            name = game.setup().name(game.state().turn.player)
        )
    }

    fn state(&self) -> &State {
        self.saved.game.state()
    }

    /// The table's question now, as everyone at the table may see it.
    pub fn question(&self) -> Option<Question> {
        self.saved.game.questions(Viewer::Table).into_iter().next()
    }

    /// How the panel that owns it dresses `question` on the window.
    pub fn dress(&self, question: &Question) -> Dress<panels::Message> {
        self.panels
            .dress(question, &self.context())
            .unwrap_or_else(|| Dress::plain(Icon::Other, question))
    }

    /// Answer `index` of the table's question, with its form as filled
    /// in on the screen: the command it sends goes to the door.
    fn answer(&mut self, index: usize, table: &mut Table) -> Action {
        let Some(question) = self.question() else {
            return Action::None;
        };
        if !question.answers.get(index).is_some_and(|a| a.open) {
            return Action::None;
        }
        let filled = self.dress(&question).filled;
        match question.command(index, &filled) {
            Some(Ok(command)) => self.give(command, table),
            Some(Err(error)) => {
                self.error = Some(crate::i18n::game_error(&error));
                Action::None
            }
            None => Action::None,
        }
    }

    /// Whether a panel's form takes the keypad now.
    pub fn form_open(&self) -> bool {
        self.panels.form(&self.context()).is_some()
    }

    /// Handles one message; a change of the game goes to `table`'s door.
    pub fn update(&mut self, message: Message, table: &mut Table) -> Action {
        self.error = None;
        self.status = None;
        self.done = None;
        self.undone = false;
        let own = match &message {
            Message::Panel(m) => Some(m),
            _ => None,
        };
        self.panels.next_action(own);
        match message {
            Message::Toggle(_)
            | Message::Figure(..)
            | Message::SwitchFigures
            | Message::Digit(_)
            | Message::Backspace
            | Message::Clear
            | Message::Nudge(_)
            | Message::Field(_)
            | Message::Score(_)
            | Message::Mode(_)
            | Message::Count(_)
            | Message::Correct(_) => self.entry(message, table),
            Message::Final(message) => match self.wizard.update(
                message,
                &self.saved.game,
                &self.panels.final_steps(&self.saved.game),
                &self.chosen,
            ) {
                final_scoring::Outcome::None => Action::None,
                final_scoring::Outcome::Execute(command) => self.give(command, table),
                final_scoring::Outcome::Refused(reason) => {
                    self.error = Some(reason);
                    Action::None
                }
                final_scoring::Outcome::Rewind(len) => self.send(table, Change::Rewind(len)),
            },
            Message::Panel(message) => {
                let outcome = {
                    let cx = panel::Context {
                        game: &self.saved.game,
                        chosen: &self.chosen,
                        figures: &self.figures,
                        points: self.points.parse().ok(),
                    };
                    self.panels.update(message, &cx)
                };
                match outcome {
                    panel::Outcome::None => Action::None,
                    panel::Outcome::Execute(command) => self.give(command, table),
                    panel::Outcome::Refused(reason) => {
                        self.error = Some(reason);
                        Action::None
                    }
                }
            }
            Message::Answer(index) => self.answer(index, table),
            other => self.turn(other, table),
        }
    }

    /// On the entry: who scores, on which figure, the points and how they
    /// are typed.
    fn entry(&mut self, message: Message, table: &mut Table) -> Action {
        match message {
            Message::Toggle(player) => {
                if player.index() >= self.saved.game.setup().players.len() {
                    return Action::None;
                }
                if !self.picked || self.mode == Mode::Correct {
                    // A correction is for one player: a tap picks them.
                    self.picked = true;
                    self.chosen = vec![player];
                } else if let Some(i) = self.chosen.iter().position(|p| *p == player) {
                    self.chosen.remove(i);
                } else {
                    self.chosen.push(player);
                    self.chosen.sort();
                }
                Action::None
            }
            Message::Figure(player, figure) => {
                if self.figures.len() <= player.index() {
                    self.figures.resize(player.index() + 1, Figure::Meeple);
                }
                self.figures[player.index()] = figure;
                if !self.chosen.contains(&player) {
                    return self.update(Message::Toggle(player), table);
                }
                Action::None
            }
            Message::SwitchFigures => {
                if self.two_figures() {
                    for player in self.chosen.clone() {
                        let other = self
                            .panels
                            .next_figure(&self.saved.game, self.figure(player));
                        if self.figures.len() <= player.index() {
                            self.figures.resize(player.index() + 1, Figure::Meeple);
                        }
                        self.figures[player.index()] = other;
                    }
                }
                Action::None
            }
            Message::Digit(digit) => self.input(Input::Digit(digit)),
            Message::Backspace => self.input(Input::Backspace),
            Message::Clear => self.input(Input::Clear),
            Message::Nudge(by) => self.input(Input::Nudge(by)),
            Message::Field(by) => self.input(Input::Field(by)),
            Message::Score(kind) => {
                if self.mode == Mode::Count {
                    self.points = self.count.points().to_string();
                    let kind = if kind == Kind::Other {
                        self.count.kind()
                    } else {
                        kind
                    };
                    return self.score(kind, table);
                }
                self.score(kind, table)
            }
            Message::Mode(mode) => {
                self.mode = mode;
                if mode == Mode::Correct {
                    self.chosen.truncate(1);
                }
                Action::None
            }
            Message::Count(message) => match self.count.update(message) {
                Some(kind) => {
                    self.points = self.count.points().to_string();
                    self.score(kind, table)
                }
                None => Action::None,
            },
            Message::Correct(add) => self.correct(add, table),
            _ => Action::None,
        }
    }

    /// The turn, the tools and the questions around it.
    fn turn(&mut self, message: Message, table: &mut Table) -> Action {
        match message {
            Message::EndTurn => {
                if !self.points.is_empty() {
                    self.error = Some(t!("entry-points-pending", points = self.points.as_str()));
                    return Action::None;
                }
                self.give(Command::EndTurn, table)
            }
            Message::AnotherTile => self.give(Command::AnotherTile, table),
            Message::ExtraTurn => {
                self.menu = false;
                self.ask = Some(Ask::ExtraTurn);
                Action::None
            }
            Message::ExtraTurnFor(player) => {
                self.ask = None;
                self.give(Command::ExtraTurn { player }, table)
            }
            Message::Dismiss => {
                self.ask = None;
                self.keys = false;
                self.menu = false;
                Action::None
            }
            Message::Keys(on) => {
                self.menu = false;
                self.keys = on;
                Action::None
            }
            Message::Menu(on) => {
                self.menu = on;
                Action::None
            }
            Message::CancelExtraTurn(index) => self.give(Command::CancelExtraTurn { index }, table),
            Message::Tiles | Message::TilesKey(_) | Message::SetTiles => self.tiles(message, table),
            Message::Undo => self.send(table, Change::Undo),
            Message::Redo => self.send(table, Change::Redo),
            Message::Rewind(len) => self.send(table, Change::Rewind(len)),
            Message::History(open) => {
                self.menu = false;
                self.history = open;
                Action::None
            }
            Message::FinalScoring => {
                self.menu = false;
                if self.state().tiles_left == Some(0) {
                    self.give(Command::FinalScoring, table)
                } else {
                    self.ask = Some(Ask::FinalScoring);
                    Action::None
                }
            }
            Message::ConfirmFinalScoring => {
                self.ask = None;
                self.give(Command::FinalScoring, table)
            }
            Message::EndGame => self.give(Command::EndGame, table),
            Message::Export => {
                self.menu = false;
                Action::Export(notation::export(&self.saved.game))
            }
            Message::Home => Action::Home,
            Message::FixSetup => Action::FixSetup,
            Message::Share => {
                self.menu = false;
                Action::Share
            }
            Message::Speak(on) => {
                self.menu = false;
                Action::Speak(on)
            }
            Message::Pause(pause) => {
                self.menu = false;
                self.send(table, Change::Pause(pause))
            }
            _ => Action::None,
        }
    }

    /// A key of the keypad: into the form of what is being settled, the
    /// calculator's field, or the points.
    fn input(&mut self, input: Input) -> Action {
        // The tiles left being corrected take the keypad.
        if let Some(Ask::Tiles { left, typed }) = &mut self.ask {
            *left = tiles::after_key(*left, *typed, input);
            *typed = true;
            return Action::None;
        }
        if self.form_open() {
            let cx = panel::Context {
                game: &self.saved.game,
                chosen: &self.chosen,
                figures: &self.figures,
                points: self.points.parse().ok(),
            };
            let taken = {
                let panels = &mut self.panels;
                panels.input(input, &cx)
            };
            if taken {
                return Action::None;
            }
        }
        if self.state().phase != crate::engine::Phase::Playing {
            let added = self.panels.final_steps(&self.saved.game);
            let _ = self.wizard.input(input, &added);
            return Action::None;
        }
        if self.mode == Mode::Count {
            self.count.input(input);
            return Action::None;
        }
        match input {
            Input::Digit(digit) => {
                if self.points.len() < 3 {
                    if self.points == "0" {
                        self.points.clear();
                    }
                    self.points.push_str(&digit.to_string());
                } else {
                    self.error = Some(t!("entry-too-many-digits"));
                }
            }
            Input::Backspace => {
                self.points.pop();
            }
            Input::Clear => self.points.clear(),
            // Only a form of two or more counts moves between fields.
            Input::Field(_) => {}
            Input::Nudge(by) => {
                let value = self.points.parse::<u32>().unwrap_or(0);
                self.points = value.saturating_add_signed(by).min(999).to_string();
            }
        }
        Action::None
    }

    fn score(&mut self, kind: Kind, table: &mut Table) -> Action {
        match self.scorings() {
            Some(scorings) => self.give(Command::Score(FeatureScoring { kind, scorings }), table),
            None => Action::None,
        }
    }

    /// The typed points for each chosen player on their chosen figure, or
    /// `None` with the reason shown when players or points are missing.
    fn scorings(&mut self) -> Option<Vec<Scoring>> {
        if self.chosen.is_empty() {
            self.error = Some(t!("entry-choose-player"));
            return None;
        }
        let Ok(points) = self.points.parse::<u32>() else {
            self.error = Some(t!("entry-type-points"));
            return None;
        };
        Some(
            self.chosen
                .iter()
                .map(|p| Scoring {
                    player: *p,
                    points,
                    figure: self.figure(*p),
                })
                .collect(),
        )
    }

    /// The typed points as a correction of the one chosen player's
    /// figure (RULES T3), added or taken away. A correction done, the
    /// entry is back to points: the next digits are a scoring again.
    fn correct(&mut self, add: bool, table: &mut Table) -> Action {
        let [player] = self.chosen.as_slice() else {
            self.error = Some(t!("entry-correct-one-player"));
            return Action::None;
        };
        let player = *player;
        let Ok(points) = self.points.parse::<i64>() else {
            self.error = Some(t!("entry-type-points"));
            return Action::None;
        };
        let figure = self.figure(player);
        self.give(
            Command::Correct {
                player,
                figure,
                delta: if add { points } else { -points },
            },
            table,
        )
    }

    fn give(&mut self, command: Command, table: &mut Table) -> Action {
        self.send(table, Change::Command(command))
    }

    /// The one way the screen changes the game: `change` through the
    /// table's door, from the window. A refusal is shown and changes
    /// nothing. After a change every panel hears of it (the last command
    /// taken, the table's follow-up included) and the entry is ready for
    /// the next; a pause only stops the clock.
    pub fn send(&mut self, table: &mut Table, change: Change) -> Action {
        let pause = matches!(change, Change::Pause(_));
        // The table holds the game alone while it changes it (no copy).
        drop(self.saved.0.take());
        let result = table.apply(Source::Window, change);
        self.saved.0 = table.game().cloned();
        self.paused = table.paused();
        match result {
            Ok(effects) => {
                if !pause {
                    self.heard(&effects);
                }
                Action::Changed(Box::new(effects))
            }
            Err(refusal) => {
                self.refused(&refusal);
                Action::None
            }
        }
    }

    /// Draws the screen (see `view.rs`).
    pub fn view(&self) -> Element<'_, Message> {
        view::view(self)
    }
}
