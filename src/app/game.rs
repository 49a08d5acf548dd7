//! The game screen: the track, the turn banner, score entry, turns, undo
//! and the history.

mod banner;
mod christmas;
mod entry;
mod final_scoring;
pub mod gold;
mod history;
mod messages;

use std::sync::Arc;

use chrono::Utc;
use iced::keyboard::{self, Key, key::Named};
use iced::widget::{button, column, container, row, text};
use iced::{Element, Fill};

use crate::engine::{
    Command, FeatureScoring, Figure, Hold, Kind, PlayerId, Prompt, Scoring, State, notation,
};
use crate::i18n::{game_error, prompt_text};
use crate::store::SavedGame;
use crate::t;

use super::style;
use super::track;

/// A game on the table.
#[derive(Debug, Clone)]
pub struct GameScreen {
    saved: Arc<SavedGame>,
    chosen: Vec<PlayerId>,
    /// Whether the table picked the players; until then the active player
    /// is chosen and a tap on another player replaces them.
    picked: bool,
    points: String,
    error: Option<String>,
    history: bool,
    status: Option<String>,
    christmas: christmas::Panel,
    /// The figure each seat's points move (RULES MSG1); the meeple unless
    /// the table switches it.
    figures: Vec<Figure>,
    message: messages::Panel,
    /// An award of gold being entered (Gold Mines).
    award: Option<gold::Draft>,
    /// The guided final scoring (RULES F1).
    wizard: final_scoring::Wizard,
    /// When the table began playing on this screen (opened, or resumed
    /// from a pause); the game's clock gets it with the first command, so
    /// opening a game to look at it changes nothing.
    playing_since: Option<chrono::DateTime<Utc>>,
    /// Whether the current span of play is in the game's clock already.
    clock_running: bool,
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
    /// Done with this tile: close the round, so a message is drawn now.
    CloseRound,
    /// On the panel of a drawn message.
    Messages(messages::Message),
    /// A digit of the points.
    Digit(u32),
    /// Remove the last digit.
    Backspace,
    /// Clear the points.
    Clear,
    /// Record the points for the chosen players.
    Score(Kind),
    /// End the turn.
    EndTurn,
    /// The active player places a further tile.
    AnotherTile,
    /// Queue an extra turn for the chosen player.
    ExtraTurn,
    /// Remove a queued extra turn.
    CancelExtraTurn(usize),
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
    /// Start the final scoring.
    FinalScoring,
    /// End the game.
    EndGame,
    /// Copy the game as notation.
    Export,
    /// Back to the home screen.
    Home,
    /// Something in the Christmas Present panel.
    Christmas(christmas::Message),
    /// Gold Mines.
    Gold(gold::Message),
}

/// What the app should do.
#[derive(Debug, Clone)]
pub enum Action {
    /// Nothing.
    None,
    /// The game changed: save it (and show the results if it ended).
    Save,
    /// Put this notation on the clipboard.
    Export(String),
    /// Back to the home screen.
    Home,
}

/// The game message for a key nobody else used: digits, Backspace,
/// Escape and Enter for the points, F1–F6 for the players, Ctrl+Z and
/// Ctrl+Shift+Z (or Ctrl+Y) for undo and redo.
pub fn key_message(event: &keyboard::Event) -> Option<Message> {
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
    match key.as_ref() {
        Key::Named(Named::Backspace) => Some(Message::Backspace),
        Key::Named(Named::Escape) => Some(Message::Clear),
        Key::Named(Named::Enter) => Some(Message::Score(Kind::Other)),
        Key::Character(c) if c.eq_ignore_ascii_case("m") => Some(Message::SwitchFigures),
        Key::Named(Named::F1) => Some(Message::Toggle(PlayerId(0))),
        Key::Named(Named::F2) => Some(Message::Toggle(PlayerId(1))),
        Key::Named(Named::F3) => Some(Message::Toggle(PlayerId(2))),
        Key::Named(Named::F4) => Some(Message::Toggle(PlayerId(3))),
        Key::Named(Named::F5) => Some(Message::Toggle(PlayerId(4))),
        Key::Named(Named::F6) => Some(Message::Toggle(PlayerId(5))),
        _ => text
            .as_deref()
            .and_then(|t| t.parse::<u32>().ok())
            .filter(|d| *d < 10)
            .map(Message::Digit),
    }
}

impl GameScreen {
    /// Shows `saved`, ready for the active player's points.
    pub fn new(saved: Arc<SavedGame>) -> GameScreen {
        let active = saved.game.state().turn.player;
        let christmas = christmas::Panel::new(&saved.game);
        GameScreen {
            saved,
            chosen: vec![active],
            picked: false,
            points: String::new(),
            error: None,
            history: false,
            status: None,
            christmas,
            figures: Vec::new(),
            message: messages::Panel::default(),
            award: None,
            wizard: final_scoring::Wizard::default(),
            playing_since: Some(Utc::now()),
            clock_running: false,
        }
    }

    /// Whether the clock is paused (a break: the time does not count).
    pub fn paused(&self) -> bool {
        self.playing_since.is_none()
    }

    /// Counts the time up to `now` as played.
    fn clock(&mut self, now: chrono::DateTime<Utc>) {
        let since = *self.playing_since.get_or_insert(now);
        let game = &mut Arc::make_mut(&mut self.saved).game;
        if !self.clock_running {
            game.clock_start(since);
            self.clock_running = true;
        }
        game.clock_touch(now);
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
        self.saved.game.setup().figures_per_player() > 1 && !self.merged()
    }

    fn merged(&self) -> bool {
        self.state().messages.as_ref().is_some_and(|m| m.merged)
    }

    /// The message the table must settle first, if one waits.
    fn held_message(&self) -> Option<crate::engine::messages::Hold> {
        self.state().prompts().into_iter().find_map(|p| match p {
            Prompt::Held(Hold::Messages(hold)) => Some(hold),
            _ => None,
        })
    }

    /// Shows a line of news under the banner until the next action.
    pub fn show_status(&mut self, status: String) {
        self.status = Some(status);
    }

    /// The game, to save.
    pub fn saved(&self) -> Arc<SavedGame> {
        Arc::clone(&self.saved)
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

    /// Handles one message.
    pub fn update(&mut self, message: Message) -> Action {
        self.error = None;
        self.status = None;
        // XP4: a hand shown privately hides again on the next action (the
        // panel hides it itself, once it has read what it needs).
        if !matches!(&message, Message::Christmas(_)) {
            self.christmas.hide();
        }
        match message {
            Message::Toggle(player) => {
                if player.index() >= self.saved.game.setup().players.len() {
                    return Action::None;
                }
                if !self.picked {
                    self.picked = true;
                    self.chosen = vec![player];
                } else {
                    if let Some(i) = self.chosen.iter().position(|p| *p == player) {
                        self.chosen.remove(i);
                    } else {
                        self.chosen.push(player);
                        self.chosen.sort();
                    }
                }
                Action::None
            }
            Message::Figure(player, figure) => {
                if self.figures.len() <= player.index() {
                    self.figures.resize(player.index() + 1, Figure::Meeple);
                }
                self.figures[player.index()] = figure;
                if !self.chosen.contains(&player) {
                    return self.update(Message::Toggle(player));
                }
                Action::None
            }
            Message::SwitchFigures => {
                if self.two_figures() {
                    for player in self.chosen.clone() {
                        let other = match self.figure(player) {
                            Figure::Meeple => Figure::Messenger,
                            Figure::Messenger => Figure::Meeple,
                        };
                        if self.figures.len() <= player.index() {
                            self.figures.resize(player.index() + 1, Figure::Meeple);
                        }
                        self.figures[player.index()] = other;
                    }
                }
                Action::None
            }
            Message::CloseRound => {
                if !self.points.is_empty() {
                    self.error = Some(t!("entry-points-pending", points = self.points.as_str()));
                    return Action::None;
                }
                self.execute(Command::CloseRound)
            }
            Message::Messages(message) => {
                let number = match self.held_message() {
                    Some(crate::engine::messages::Hold::Resolve { number, .. }) => Some(number),
                    _ => None,
                };
                match self.message.update(message, number) {
                    Some(command) => self.execute(command),
                    None => Action::None,
                }
            }
            Message::Digit(digit) => {
                if self.points.len() < 3 {
                    if self.points == "0" {
                        self.points.clear();
                    }
                    self.points.push_str(&digit.to_string());
                } else {
                    self.error = Some(t!("entry-too-many-digits"));
                }
                Action::None
            }
            Message::Backspace => {
                self.points.pop();
                Action::None
            }
            Message::Clear => {
                self.points.clear();
                Action::None
            }
            Message::Score(kind) => self.score(kind),
            Message::EndTurn => {
                if !self.points.is_empty() {
                    self.error = Some(t!("entry-points-pending", points = self.points.as_str()));
                    return Action::None;
                }
                self.execute(Command::EndTurn)
            }
            Message::AnotherTile => self.execute(Command::AnotherTile),
            Message::ExtraTurn => match self.chosen.as_slice() {
                [player] => self.execute(Command::ExtraTurn { player: *player }),
                _ => {
                    self.error = Some(t!("entry-extra-turn-one-player"));
                    Action::None
                }
            },
            Message::CancelExtraTurn(index) => self.execute(Command::CancelExtraTurn { index }),
            Message::Undo => self.change(|game| game.undo()),
            Message::Redo => self.change(|game| game.redo()),
            Message::Rewind(len) => self.change(|game| game.rewind_to(len)),
            Message::History(open) => {
                self.history = open;
                Action::None
            }
            Message::Pause(true) => {
                if self.paused() {
                    return Action::None;
                }
                self.clock(Utc::now());
                self.playing_since = None;
                self.clock_running = false;
                Action::Save
            }
            Message::Final(message) => match self.wizard.update(message, &self.saved.game) {
                Some(command) => self.execute(command),
                None => Action::None,
            },
            Message::Pause(false) => {
                self.playing_since = Some(Utc::now());
                Action::None
            }
            Message::FinalScoring => self.execute(Command::FinalScoring),
            Message::EndGame => self.execute(Command::EndGame),
            Message::Export => Action::Export(notation::export(&self.saved.game)),
            Message::Home => Action::Home,
            Message::Christmas(message) => match self.christmas.update(message, &self.saved.game) {
                christmas::Outcome::None => Action::None,
                christmas::Outcome::Execute(mut command) => {
                    // RULES MSG1: a card's points move the figure chosen
                    // on the entry panel.
                    let active = self.state().turn.player;
                    match &mut command {
                        Command::Christmas(crate::engine::christmas::Command::Use {
                            figure,
                            ..
                        }) => *figure = self.figure(active),
                        Command::Christmas(crate::engine::christmas::Command::Play {
                            player,
                            figure,
                            ..
                        }) => *figure = self.figure(*player),
                        _ => {}
                    }
                    self.execute(command)
                }
                christmas::Outcome::Defer(kind) => self.defer(kind),
            },
            Message::Gold(message) => gold::update(self, message),
        }
    }

    /// The typed points for the chosen players go to the deferred ledger
    /// (RULES XP7).
    fn defer(&mut self, kind: Kind) -> Action {
        if self.chosen.is_empty() {
            self.error = Some(t!("entry-choose-player"));
            return Action::None;
        }
        let Ok(points) = self.points.parse::<u32>() else {
            self.error = Some(t!("entry-type-points"));
            return Action::None;
        };
        let scorings = self
            .chosen
            .iter()
            .map(|p| Scoring {
                player: *p,
                points,
                figure: self.figure(*p),
            })
            .collect();
        self.execute(Command::Christmas(
            crate::engine::christmas::Command::Defer { kind, scorings },
        ))
    }

    fn score(&mut self, kind: Kind) -> Action {
        if self.chosen.is_empty() {
            self.error = Some(t!("entry-choose-player"));
            return Action::None;
        }
        let Ok(points) = self.points.parse::<u32>() else {
            self.error = Some(t!("entry-type-points"));
            return Action::None;
        };
        let scorings = self
            .chosen
            .iter()
            .map(|p| Scoring {
                player: *p,
                points,
                figure: self.figure(*p),
            })
            .collect();
        self.execute(Command::Score(FeatureScoring { kind, scorings }))
    }

    fn execute(&mut self, command: Command) -> Action {
        self.change(|game| game.execute(command, Utc::now()).map(|_| ()))
    }

    /// Applies a change to the game; a refusal is shown and changes nothing.
    fn change(
        &mut self,
        change: impl FnOnce(&mut crate::engine::Game) -> Result<(), crate::engine::GameError>,
    ) -> Action {
        let saved = Arc::make_mut(&mut self.saved);
        match change(&mut saved.game) {
            Ok(()) => {
                self.christmas.after(&saved.game);
                // Playing again ends a pause.
                self.clock(Utc::now());
                self.points.clear();
                self.chosen = vec![self.state().turn.player];
                self.picked = false;
                self.figures.clear();
                self.message = messages::Panel::default();
                Action::Save
            }
            Err(error) => {
                if let crate::engine::GameError::Held(crate::engine::Hold::Christmas(
                    crate::engine::christmas::Hold::HandLimit { player, .. },
                )) = &error
                {
                    // The panel says it, with the way to the private view.
                    self.christmas.over_limit(*player);
                    return Action::None;
                }
                self.error = Some(game_error(&error));
                Action::None
            }
        }
    }

    /// Draws the screen.
    pub fn view(&self) -> Element<'_, Message> {
        let side: Element<'_, Message> = if self.history {
            history::view(&self.saved.game)
        } else if let Some(hold) = self.held_message() {
            self.message
                .view(&self.saved.game, hold)
                .map(Message::Messages)
        } else if let Some(draft) = &self.award {
            gold::award(self, draft)
        } else if self.state().phase == crate::engine::Phase::FinalScoring {
            self.wizard.view(&self.saved.game).map(Message::Final)
        } else {
            entry::view(self)
        };
        // What happened and what went wrong stand above the track, so the
        // entry panel keeps its place and its buttons never move.
        let mut left = column![].spacing(10);
        if let Some(panel) = gold::panel(self) {
            left = left.push(panel);
        }
        if let Some(queue) = banner::queue(self) {
            left = left.push(queue);
        }
        for prompt in self.state().prompts() {
            // The Christmas Present panel shows its own holds, with their
            // buttons.
            if matches!(
                prompt,
                crate::engine::Prompt::Held(crate::engine::Hold::Christmas(_))
            ) {
                continue;
            }
            left = left.push(
                container(text(prompt_text(self.saved.game.setup(), &prompt)).size(22))
                    .padding([10, 16])
                    .width(Fill)
                    .style(style::notice),
            );
        }
        if let Some(error) = &self.error {
            left = left.push(
                container(text(error.as_str()).size(22))
                    .padding([10, 16])
                    .width(Fill)
                    .style(style::error),
            );
        }
        if let Some(status) = &self.status {
            left = left.push(
                text(status.as_str())
                    .size(style::SMALL)
                    .style(style::subtle),
            );
        }
        if let Some(panel) = christmas::view(&self.christmas, &self.saved.game) {
            left = left.push(panel.map(Message::Christmas));
        }
        left = left.push(track::view(banner::track(self)));
        let page = column![
            banner::view(self),
            row![
                left.width(Fill).height(Fill),
                container(side).width(440).height(Fill)
            ]
            .spacing(style::GAP)
            .height(Fill),
        ]
        .spacing(12);
        container(page).padding(16).into()
    }

    fn chip(&self, player: PlayerId) -> Element<'_, Message> {
        let setup = self.saved.game.setup();
        let who = &setup.players[player.index()];
        let chosen = self.chosen.contains(&player);
        button(text(who.name.as_str()).size(22).center())
            .width(Fill)
            .padding([10, 8])
            .style(style::player_chip(who.colour, chosen))
            .on_press(Message::Toggle(player))
            .into()
    }
}
