//! The game screen: the track, the turn banner, score entry, turns, undo
//! and the history.

mod ask;
mod banner;
mod christmas;
pub mod count;
mod entry;
mod final_scoring;
pub mod gold;
mod history;
mod keys;
mod messages;

use std::sync::Arc;

use chrono::Utc;
use iced::widget::{button, column, container, opaque, responsive, row, scrollable, stack, text};
use iced::{Element, Fill};

use crate::engine::{
    Command, FeatureScoring, Figure, Hold, Kind, PlayerId, Prompt, Scoring, State, notation,
};
use crate::i18n::{command_text, game_error, prompt_text};
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
    /// Plain points, a calculator, or a correction.
    mode: Mode,
    /// The counts of the calculator.
    count: count::Count,
    /// A question the table must answer before the command goes ahead.
    ask: Option<Ask>,
    /// Whether the list of keys is on show.
    keys: bool,
    /// What the last command did ("Bert +8 city"), shown in the entry
    /// panel with its undo until the next action.
    done: Option<String>,
    /// The game before its setup was fixed, and the length of the log
    /// after the fix: Undo brings it back while nothing else happened.
    before_fix: Option<(Arc<SavedGame>, usize)>,
    /// The guided final scoring (RULES F1).
    wizard: final_scoring::Wizard,
    /// When the table began playing on this screen (opened, or resumed
    /// from a pause); the game's clock gets it with the first command, so
    /// opening a game to look at it changes nothing.
    playing_since: Option<chrono::DateTime<Utc>>,
    /// Whether the current span of play is in the game's clock already.
    clock_running: bool,
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
}

/// A question asked before a command goes ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Whom an extra turn is for.
    ExtraTurn,
    /// Whether to start the final scoring while tiles remain.
    FinalScoring,
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
    /// Ask whom an extra turn is for.
    ExtraTurn,
    /// Queue an extra turn for this player.
    ExtraTurnFor(PlayerId),
    /// Switch the entry panel to plain points, the calculator or a
    /// correction.
    Mode(Mode),
    /// On the calculator.
    Count(count::Message),
    /// Record the typed points as a correction: added, or taken away.
    Correct(bool),
    /// Close the question without doing anything.
    Dismiss,
    /// Show or hide the list of keys.
    Keys(bool),
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
    /// Open the setup of this game to fix it.
    FixSetup,
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
            mode: Mode::Points,
            count: count::Count::default(),
            ask: None,
            keys: false,
            done: None,
            before_fix: None,
            wizard: final_scoring::Wizard::default(),
            playing_since: Some(Utc::now()),
            clock_running: false,
        }
    }

    /// The game with its setup fixed; Undo brings `before` back.
    pub fn fixed(saved: Arc<SavedGame>, before: Arc<SavedGame>) -> GameScreen {
        let len = saved.game.log().len();
        let mut screen = GameScreen::new(saved);
        screen.before_fix = Some((before, len));
        screen.done = Some(t!("notice-setup-fixed"));
        screen
    }

    /// The game message for a key, given what is on screen now; `None`
    /// when the key means nothing here.
    pub fn key(&self, event: &iced::keyboard::Event) -> Option<Message> {
        keys::message(self, event)
    }

    /// What the side panel shows.
    fn side(&self) -> Side {
        if self.history {
            Side::History
        } else if self.ask.is_some() {
            Side::Ask
        } else if self.held_message().is_some() {
            Side::Message
        } else if self.award.is_some() {
            Side::Award
        } else if self.state().phase == crate::engine::Phase::FinalScoring {
            Side::Final
        } else {
            Side::Entry
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
        self.done = None;
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
                if !self.picked || self.mode == Mode::Correct {
                    // A correction is for one player: a tap picks them.
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
                let number = self.held_message().and_then(|hold| hold.number());
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
            Message::ExtraTurn => {
                self.ask = Some(Ask::ExtraTurn);
                Action::None
            }
            Message::ExtraTurnFor(player) => {
                self.ask = None;
                self.execute(Command::ExtraTurn { player })
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
                    self.score(kind)
                }
                None => Action::None,
            },
            Message::Correct(add) => self.correct(add),
            Message::Dismiss => {
                self.ask = None;
                self.keys = false;
                Action::None
            }
            Message::Keys(on) => {
                self.keys = on;
                Action::None
            }
            Message::CancelExtraTurn(index) => self.execute(Command::CancelExtraTurn { index }),
            Message::Undo => match self.before_fix.take() {
                // Right after a fix, Undo brings the old setup back.
                Some(before) if self.saved.game.log().len() == before.1 => {
                    self.saved = before.0;
                    self.reset();
                    self.done = Some(t!("notice-setup-restored"));
                    Action::Save
                }
                _ => self.change(|game| game.undo()),
            },
            Message::Redo => self.change(|game| game.redo()),
            Message::Rewind(len) => self.change(|game| game.rewind_to(len)),
            Message::History(open) => {
                self.history = open;
                Action::None
            }
            Message::FinalScoring => {
                if self.state().tiles_left == Some(0) {
                    self.execute(Command::FinalScoring)
                } else {
                    self.ask = Some(Ask::FinalScoring);
                    Action::None
                }
            }
            Message::ConfirmFinalScoring => {
                self.ask = None;
                self.execute(Command::FinalScoring)
            }
            Message::EndGame => self.execute(Command::EndGame),
            Message::Export => Action::Export(notation::export(&self.saved.game)),
            Message::Home => Action::Home,
            Message::FixSetup => Action::FixSetup,
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
                Some(final_scoring::Outcome::Execute(command)) => self.execute(command),
                Some(final_scoring::Outcome::Rewind(len)) => {
                    self.change(|game| game.rewind_to(len))
                }
                None => Action::None,
            },
            Message::Pause(false) => {
                self.playing_since = Some(Utc::now());
                Action::None
            }
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
        match self.scorings() {
            Some(scorings) => self.execute(Command::Christmas(
                crate::engine::christmas::Command::Defer { kind, scorings },
            )),
            None => Action::None,
        }
    }

    fn score(&mut self, kind: Kind) -> Action {
        match self.scorings() {
            Some(scorings) => self.execute(Command::Score(FeatureScoring { kind, scorings })),
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
    /// figure (RULES T3), added or taken away.
    fn correct(&mut self, add: bool) -> Action {
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
        let action = self.execute(Command::Correct {
            player,
            figure,
            delta: if add { points } else { -points },
        });
        if matches!(action, Action::Save) {
            // A second correction usually follows a first: stay here.
            self.mode = Mode::Correct;
        }
        action
    }

    fn execute(&mut self, command: Command) -> Action {
        let done = command_text(self.saved.game.setup(), &command);
        let action = self.change(|game| game.execute(command, Utc::now()).map(|_| ()));
        if matches!(action, Action::Save) {
            self.done = Some(t!("notice-done", what = done));
        }
        action
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
                self.before_fix = None;
                self.reset();
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

    /// Ready for the next entry, after the game changed.
    fn reset(&mut self) {
        self.points.clear();
        self.chosen = vec![self.state().turn.player];
        self.picked = false;
        self.figures.clear();
        self.message = messages::Panel::default();
        self.mode = Mode::Points;
        self.count = count::Count::default();
    }

    /// Draws the screen: the banner across the top; below it the notices
    /// in a strip of fixed height (so the track never moves), the track and
    /// the turn buttons on the left, the side panel on the right.
    pub fn view(&self) -> Element<'_, Message> {
        let side: Element<'_, Message> = match self.side() {
            Side::History => history::view(&self.saved.game),
            Side::Ask => ask::view(self),
            Side::Message => match self.held_message() {
                Some(hold) => self
                    .message
                    .view(&self.saved.game, hold)
                    .map(Message::Messages),
                None => entry::view(self),
            },
            Side::Award => match &self.award {
                Some(draft) => gold::award(self, draft),
                None => entry::view(self),
            },
            Side::Final => self.wizard.view(&self.saved.game).map(Message::Final),
            Side::Entry => entry::view(self),
        };
        let mut left = column![].spacing(10);
        // Several expansions' panels share a band of limited height,
        // scrolling when they hold more, so the track stays readable with
        // them all.
        let mut panels = column![].spacing(10);
        let mut count = 0;
        if let Some(panel) = gold::panel(self) {
            panels = panels.push(panel);
            count += 1;
        }
        if let Some(panel) = christmas::view(&self.christmas, &self.saved.game) {
            panels = panels.push(panel.map(Message::Christmas));
            count += 1;
        }
        match count {
            0 => {}
            1 => left = left.push(panels),
            _ => left = left.push(container(scrollable(panels)).max_height(PANELS)),
        }
        // The notices have their place in the board's centre, above the
        // standings: the track never moves when they come and go.
        let board = responsive(move |size| {
            let area = track::notice_rect(size);
            stack![
                track::view(banner::track(self)),
                container(
                    container(self.notices())
                        .width(area.width.max(0.0))
                        .height(area.height.max(0.0))
                )
                .padding(
                    iced::Padding::ZERO
                        .top(area.y.max(0.0))
                        .left(area.x.max(0.0))
                )
            ]
            .into()
        });
        left = left.push(board).push(entry::turn_buttons(self));
        let page = column![
            banner::view(self),
            row![
                left.width(Fill).height(Fill),
                container(side).width(SIDE).height(Fill)
            ]
            .spacing(style::GAP)
            .height(Fill),
        ]
        .spacing(10);
        let page = container(page).padding([10, 14]);
        if self.keys {
            stack![page, opaque(keys::overlay())].into()
        } else {
            page.into()
        }
    }

    /// The queue, prompts, the last error and what just happened, in a
    /// strip that keeps its height whatever it holds.
    fn notices(&self) -> Element<'_, Message> {
        let mut notices = column![].spacing(6);
        if let Some(queue) = banner::queue(self) {
            notices = notices.push(queue);
        }
        let line = |content: String, style: fn(&iced::Theme) -> container::Style| {
            container(text(content).size(18))
                .padding([4, 12])
                .width(Fill)
                .style(style)
        };
        if let Some(error) = &self.error {
            notices = notices.push(line(error.clone(), style::error));
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
            notices = notices.push(line(
                prompt_text(self.saved.game.setup(), &prompt),
                style::notice,
            ));
        }
        if let Some(status) = &self.status {
            notices = notices.push(text(status.as_str()).size(style::SMALL));
        }
        scrollable(notices).height(Fill).width(Fill).into()
    }

    /// A player's chip: the name, shortened with "…" to fit one line.
    fn chip(&self, player: PlayerId, per_row: usize) -> Element<'_, Message> {
        let setup = self.saved.game.setup();
        let who = &setup.players[player.index()];
        let chosen = self.chosen.contains(&player);
        let (size, chars) = match per_row {
            0..=2 => (22.0, 15),
            3 => (20.0, 11),
            _ => (18.0, 9),
        };
        button(
            text(style::shortened(&who.name, chars))
                .size(size)
                .wrapping(text::Wrapping::None)
                .center()
                .width(Fill),
        )
        .width(Fill)
        .height(style::TOUCH)
        .padding([0, 6])
        .style(style::player_chip(who.colour, chosen))
        .on_press(Message::Toggle(player))
        .into()
    }
}

/// The most height the expansions' panels take above the track.
const PANELS: f32 = 240.0;

/// The side panel's width.
const SIDE: f32 = 420.0;

/// What the side panel shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    History,
    Ask,
    Message,
    Award,
    Final,
    Entry,
}
