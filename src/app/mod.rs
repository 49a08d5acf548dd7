//! The iced desktop GUI. The app owns the screens and carries out what
//! they ask for: switching screens and saving games. Screens only map
//! clicks to engine commands and engine state to widgets. Everything that
//! touches the disk (listing, loading, saving, exporting) runs in a `Task`,
//! so no screen waits for it to paint.

mod awake;
pub mod chart;
pub mod design;
pub mod desktop;
pub mod frame;
pub mod game;
pub mod home;
pub mod icons;
pub mod palette;
mod saver;
pub mod settings;
pub mod setup;
pub mod style;
pub mod summary;
pub mod track;
pub mod widget;

use std::path::PathBuf;
use std::sync::Arc;

use chrono::Utc;
use iced::widget::{column, container, text};
use iced::{Element, Fill, Subscription, Task, Theme, keyboard};

use crate::engine::{Game, Phase, Setup, Shuffles, decks};
use crate::i18n::{self, Language};
use crate::store::{
    GameLock, Listing, SavedGame, Settings, SettingsFile, Store, StoreError, ThemeChoice,
    WindowSize,
};
use crate::t;

pub use game::GameScreen;
pub use home::Home;
pub use settings::SettingsScreen;
pub use setup::SetupScreen;
pub use summary::SummaryScreen;

use saver::Saver;

/// The font every text uses: Fira Sans, built into the binary by iced's
/// `fira-sans` feature, so text renders on a machine with no fonts.
pub const FONT: iced::Font = iced::Font::with_name("Fira Sans");

/// Opens the window and runs the app until it is closed.
pub fn run() -> iced::Result {
    let size = initial_size();
    iced::application(App::boot, App::update, App::view)
        .title(App::title)
        .subscription(App::subscription)
        .theme(App::theme)
        .style(App::style)
        .scale_factor(App::scale)
        .default_font(FONT)
        .window_size(size)
        .window(iced::window::Settings {
            size,
            min_size: Some(MIN_SIZE),
            // The window's size is saved when it closes (see `Message::CloseRequested`).
            exit_on_close_request: false,
            icon: desktop::icon(),
            platform_specific: desktop::platform_specific(),
            ..iced::window::Settings::default()
        })
        .centered()
        .run()
}

/// The smallest window the app supports.
pub const MIN_SIZE: iced::Size = iced::Size::new(1100.0, 700.0);

/// The window's size when it was last closed, if saved and not below the
/// minimum; else 1280×800.
fn initial_size() -> iced::Size {
    SettingsFile::open_default()
        .ok()
        .and_then(|file| file.load().settings.window)
        .filter(|w| w.width >= MIN_SIZE.width && w.height >= MIN_SIZE.height)
        .filter(|w| w.width.is_finite() && w.height.is_finite())
        .map_or(iced::Size::new(1280.0, 800.0), |w| {
            iced::Size::new(w.width.min(10_000.0), w.height.min(10_000.0))
        })
}

/// The screen on show.
#[derive(Debug)]
pub enum Screen {
    /// New game, resume, saved games.
    Home(Home),
    /// Players and options for a new game.
    Setup(SetupScreen),
    /// A game in progress.
    Game(Box<GameScreen>),
    /// The end-of-game table.
    Summary(SummaryScreen),
    /// Language, theme and the other settings.
    Settings(SettingsScreen),
}

/// Everything that can happen in the app.
#[derive(Debug, Clone)]
pub enum Message {
    /// On the home screen.
    Home(home::Message),
    /// On the setup screen.
    Setup(setup::Message),
    /// On the game screen.
    Game(game::Message),
    /// On the summary screen.
    Summary(summary::Message),
    /// On the settings screen.
    Settings(settings::Message),
    /// The settings file was written, or not.
    SettingsSaved(Result<(), StoreError>),
    /// The window took this size (logical pixels at the app's scale).
    WindowResized(iced::Size),
    /// The window is asked to close: its size is saved, then it closes.
    CloseRequested(iced::window::Id),
    /// A key nobody else used.
    Key(keyboard::Event),
    /// The system's light or dark setting.
    SystemTheme(iced::theme::Mode),
    /// A save finished.
    Saved(Result<(), StoreError>),
    /// Time to try again a save that failed.
    RetrySave,
    /// The saved games were listed, for the home screen.
    Listed(Vec<Listing>),
    /// A saved game was read, to resume it.
    Loaded(Result<Arc<SavedGame>, StoreError>),
    /// The notation file of a game was written, or not.
    Exported(Result<PathBuf, StoreError>),
    /// The setup of the last game played, to offer its expansions and
    /// options again.
    LastSetup(Option<Box<Setup>>),
    /// A game was deleted (and the games listed again), or not.
    Deleted(Result<Vec<crate::store::Listing>, StoreError>),
    /// The summary files were written (the Markdown's path), or not.
    SummarySaved(Result<PathBuf, StoreError>),
}

/// Where the app does its disk work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Work {
    /// In background tasks, as the running app does.
    Background,
    /// At once, inside `update`, so tests see the result without running
    /// tasks.
    Inline,
}

/// The app: the store, the screen on show, and the saver.
#[derive(Debug)]
pub struct App {
    store: Result<Store, StoreError>,
    work: Work,
    screen: Screen,
    saver: Saver,
    save_error: Option<StoreError>,
    /// The theme `MEEPLE_COMPANION_THEME` forces, if it does.
    env_theme: Option<Theme>,
    /// Whether the system asks for a dark theme.
    system_dark: bool,
    /// The language `MEEPLE_COMPANION_LANG` forces, if it does.
    env_language: Option<Language>,
    /// The system's language, if it is one we speak.
    system_language: Option<Language>,
    settings: Settings,
    /// Where the settings are saved; `None` keeps them in memory (tests).
    settings_file: Option<SettingsFile>,
    /// Why the settings file could not be read or written, to say so.
    settings_problem: Option<StoreError>,
    /// The window changed size since the settings were loaded.
    window_moved: bool,
    /// Whether a retry of a failed save is on its way.
    retrying: bool,
    /// This window's hold on the game on show, so no other saves it.
    lock: Option<GameLock>,
    /// The game on show is open in another window: this one saves nothing.
    read_only: bool,
    /// Why the game on show opens read-only, when an older version saved
    /// it with a command now refused: this window never saves it either.
    read_only_reason: Option<String>,
    screen_changes: u32,
    /// Whether the window fills the screen (F11).
    fullscreen: bool,
    awake: awake::Awake,
    /// The game whose setup is being fixed on the setup screen.
    fixing: Option<Arc<SavedGame>>,
    /// Unreadable files the table hid from Home for this run; the files
    /// themselves are never touched.
    hidden: Vec<String>,
}

/// The steps of the UI scale (Ctrl +, Ctrl −; the settings screen offers
/// the same).
pub const SCALES: [f32; 9] = [0.75, 0.85, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0];

impl App {
    /// Opens the store and the settings named by the environment, shows
    /// every text in the language they ask for, and shows the home screen.
    pub fn boot() -> (App, Task<Message>) {
        let (mut app, task) = App::open(Store::open_default());
        match SettingsFile::open_default() {
            Ok(file) => app.use_settings(file),
            Err(error) => app.settings_problem = Some(error),
        }
        app.system_language = i18n::system_language();
        app.apply_language();
        let mode = iced::system::theme().map(Message::SystemTheme);
        (app, Task::batch([task, mode]))
    }

    /// Like [`App::with_store`], with the settings saved in `file`: their
    /// language is applied at once, for the whole process.
    pub fn with_settings(store: Result<Store, StoreError>, file: SettingsFile) -> App {
        let mut app = App::with_store(store);
        app.use_settings(file);
        app.apply_language();
        app
    }

    fn use_settings(&mut self, file: SettingsFile) {
        let loaded = file.load();
        self.settings = loaded.settings;
        self.settings_problem = loaded.problem;
        self.settings_file = Some(file);
    }

    fn apply_language(&self) {
        settings::apply_language(&self.settings, self.env_language, self.system_language);
    }

    /// The settings in use.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The app on the home screen of this store, painted at once; the task
    /// lists the saved games in the background and fills them in.
    pub fn open(store: Result<Store, StoreError>) -> (App, Task<Message>) {
        let mut app = App::new(store, Work::Background);
        let task = app.go_home();
        (app, task)
    }

    /// The app on the home screen of this store, doing its disk work at
    /// once instead of in tasks: tests pass a temporary folder and see
    /// every result right after `update`.
    pub fn with_store(store: Result<Store, StoreError>) -> App {
        let mut app = App::new(store, Work::Inline);
        let _ = app.go_home();
        app
    }

    fn new(store: Result<Store, StoreError>, work: Work) -> App {
        frame::load_fonts();
        App {
            store,
            work,
            screen: Screen::Home(Home::loading()),
            saver: Saver::default(),
            save_error: None,
            env_theme: theme_from(std::env::var(THEME_VAR).ok().as_deref()),
            system_dark: false,
            env_language: i18n::env_language(),
            system_language: None,
            settings: Settings::default(),
            settings_file: None,
            settings_problem: None,
            window_moved: false,
            retrying: false,
            lock: None,
            read_only: false,
            read_only_reason: None,
            screen_changes: 0,
            fullscreen: false,
            awake: awake::Awake::default(),
            hidden: Vec::new(),
            fixing: None,
        }
    }

    /// How large everything is drawn: 1 is the normal size. Saved in the
    /// settings.
    pub fn scale(&self) -> f32 {
        self.settings.scale
    }

    /// Whether the screen is being kept awake (only while a game is open,
    /// and only in the running app, not in tests).
    pub fn keeps_awake(&self) -> bool {
        self.awake.is_held()
    }

    /// A step larger or smaller, or back to normal with 0.
    fn rescale(&mut self, step: i32) {
        let now = SCALES
            .iter()
            .position(|s| (*s - self.settings.scale).abs() < 0.01)
            .unwrap_or(2);
        self.settings.scale = match step {
            0 => 1.0,
            _ => {
                SCALES[now
                    .saturating_add_signed(step as isize)
                    .min(SCALES.len() - 1)]
            }
        };
    }

    /// Keys for the whole app: the UI scale and fullscreen.
    fn app_key(&mut self, event: &keyboard::Event) -> Option<Task<Message>> {
        let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
            return None;
        };
        match key.as_ref() {
            keyboard::Key::Named(keyboard::key::Named::F11) => {
                self.fullscreen = !self.fullscreen;
                let mode = if self.fullscreen {
                    iced::window::Mode::Fullscreen
                } else {
                    iced::window::Mode::Windowed
                };
                Some(iced::window::latest().and_then(move |id| iced::window::set_mode(id, mode)))
            }
            keyboard::Key::Character(c) if modifiers.command() => {
                let step = match c {
                    "+" | "=" => 1,
                    "-" | "_" => -1,
                    "0" => 0,
                    _ => return None,
                };
                self.rescale(step);
                let settings = self.settings.clone();
                Some(self.change_settings(settings))
            }
            _ => None,
        }
    }

    /// Runs `work` off the update thread and hands its result to `update`
    /// as a message (or, for tests, runs it at once).
    fn perform<T: Send + 'static>(
        &mut self,
        work: impl FnOnce() -> T + Send + 'static,
        done: impl FnOnce(T) -> Message + Send + 'static,
    ) -> Task<Message> {
        match self.work {
            Work::Background => Task::perform(async move { work() }, done),
            Work::Inline => {
                let message = done(work());
                self.update(message)
            }
        }
    }

    /// The screen on show.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    fn title(&self) -> String {
        match &self.screen {
            Screen::Game(game) => format!("{} — {}", game.title(), t!("app-title")),
            _ => t!("app-title"),
        }
    }

    /// `MEEPLE_COMPANION_THEME`, then the saved choice, then the system's
    /// light or dark setting: the app's own palette in each (`design.rs`).
    fn theme(&self) -> Option<Theme> {
        let dark = match (&self.env_theme, self.settings.theme) {
            (Some(theme), _) => theme.extended_palette().is_dark,
            (None, ThemeChoice::Light) => false,
            (None, ThemeChoice::Dark) => true,
            (None, ThemeChoice::System) => self.system_dark,
        };
        Some(design::theme(dark))
    }

    fn subscription(&self) -> Subscription<Message> {
        Subscription::batch([
            keyboard::listen().map(Message::Key),
            iced::window::resize_events().map(|(_, size)| Message::WindowResized(size)),
            iced::window::close_requests().map(Message::CloseRequested),
            iced::system::theme_changes().map(Message::SystemTheme),
        ])
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::SystemTheme(mode) => {
                self.system_dark = mode == iced::theme::Mode::Dark;
                Task::none()
            }
            Message::Home(message) => {
                let Screen::Home(home) = &mut self.screen else {
                    return Task::none();
                };
                match home.update(message) {
                    home::Action::None => Task::none(),
                    home::Action::NewGame => {
                        let recent = home.recent_players();
                        let last = home.last_game();
                        self.show(Screen::Setup(SetupScreen::new(recent)));
                        let focus = iced::widget::operation::focus(setup::name_id(0));
                        let remember = match (&self.store, last) {
                            (Ok(store), Some(id)) => {
                                let store = store.clone();
                                self.perform(
                                    move || {
                                        store
                                            .load(&id)
                                            .ok()
                                            .map(|s| Box::new(s.game.setup().clone()))
                                    },
                                    Message::LastSetup,
                                )
                            }
                            _ => Task::none(),
                        };
                        Task::batch([focus, remember])
                    }
                    home::Action::Hide(file) => {
                        self.hidden.push(file);
                        if let Screen::Home(home) = &mut self.screen {
                            home.hide(self.hidden.clone());
                        }
                        Task::none()
                    }
                    home::Action::Resume(id) => self.resume(id),
                    home::Action::Settings => {
                        self.show(Screen::Settings(self.settings_screen()));
                        Task::none()
                    }
                    home::Action::Delete(id) => match &self.store {
                        Ok(store) => {
                            let store = store.clone();
                            self.perform(
                                move || {
                                    store.delete(&id)?;
                                    Ok(store.list())
                                },
                                Message::Deleted,
                            )
                        }
                        Err(_) => Task::none(),
                    },
                }
            }
            Message::Setup(message) => {
                let Screen::Setup(setup) = &mut self.screen else {
                    return Task::none();
                };
                match setup.update(message) {
                    setup::Action::None => Task::none(),
                    setup::Action::Focus(seat) => {
                        iced::widget::operation::focus(setup::name_id(seat))
                    }
                    setup::Action::Back => match self.fixing.take() {
                        Some(saved) => {
                            self.show(Screen::Game(Box::new(GameScreen::new(saved))));
                            Task::none()
                        }
                        None => self.go_home(),
                    },
                    setup::Action::Apply(fixed) => self.fix(*fixed),
                    setup::Action::Start(game) => self.start(*game),
                }
            }
            Message::Game(message) => {
                let Screen::Game(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(message) {
                    game::Action::None => Task::none(),
                    game::Action::Save => {
                        let saved = screen.saved();
                        let task = self.save(saved.clone());
                        if saved.game.state().phase == Phase::Ended {
                            self.show(Screen::Summary(SummaryScreen::new(saved)));
                        }
                        task
                    }
                    game::Action::Export(text) => {
                        let id = screen.saved().id.clone();
                        self.export(id, text)
                    }
                    game::Action::Home => self.go_home(),
                    game::Action::FixSetup => {
                        let saved = screen.saved();
                        self.show(Screen::Setup(SetupScreen::editing(saved.game.setup())));
                        self.fixing = Some(saved);
                        Task::none()
                    }
                }
            }
            Message::Summary(message) => {
                let Screen::Summary(summary) = &mut self.screen else {
                    return Task::none();
                };
                match summary.update(message) {
                    summary::Action::None => Task::none(),
                    summary::Action::Home => self.go_home(),
                    summary::Action::BackToGame(saved) => {
                        let task = self.save(saved.clone());
                        self.show(Screen::Game(Box::new(GameScreen::new(saved))));
                        task
                    }
                    summary::Action::Export(text) => {
                        let id = summary.saved().id.clone();
                        self.export(id, text)
                    }
                    summary::Action::SaveSummary(files) => {
                        let id = summary.saved().id.clone();
                        self.save_summary(id, *files)
                    }
                    summary::Action::Rematch(setup) => {
                        // The same players, seats, colours and options; new shuffles.
                        let mut shuffles = Shuffles::new();
                        shuffles.fill(&decks(&setup), fastrand::shuffle);
                        match Game::begin(*setup, &shuffles) {
                            Ok(game) => self.start(game),
                            Err(error) => {
                                summary.show_status(crate::i18n::setup_error(&error));
                                Task::none()
                            }
                        }
                    }
                }
            }
            Message::Settings(message) => {
                let Screen::Settings(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(message) {
                    settings::Action::None => Task::none(),
                    settings::Action::Back => self.go_home(),
                    settings::Action::Changed(settings) => self.change_settings(settings),
                }
            }
            Message::SettingsSaved(result) => {
                self.settings_problem = result.err();
                let notes = self.settings_notes();
                if let Screen::Settings(screen) = &mut self.screen {
                    screen.set_notes(notes);
                }
                Task::none()
            }
            Message::WindowResized(size) => {
                // Sizes arrive divided by the app's scale; the window opens
                // in unscaled logical pixels.
                let window = WindowSize {
                    width: size.width * self.settings.scale,
                    height: size.height * self.settings.scale,
                };
                if self.settings.window != Some(window) {
                    self.settings.window = Some(window);
                    self.window_moved = true;
                }
                Task::none()
            }
            Message::CloseRequested(id) => {
                // Written at once: the process ends with the window. A file
                // that could not be read is left as it is.
                if self.window_moved
                    && self.settings_problem.is_none()
                    && let Some(file) = &self.settings_file
                {
                    let _ = file.save(&self.settings);
                }
                iced::window::close(id)
            }
            Message::Key(event) => {
                if let Some(task) = self.app_key(&event) {
                    return task;
                }
                match &self.screen {
                    Screen::Game(game) => match game.key(&event) {
                        Some(message) => self.update(Message::Game(message)),
                        None => Task::none(),
                    },
                    Screen::Setup(_) => setup::key(&event),
                    _ => Task::none(),
                }
            }
            Message::LastSetup(last) => {
                if let (Screen::Setup(setup), Some(last)) = (&mut self.screen, last) {
                    setup.remember(&last);
                }
                Task::none()
            }
            Message::Saved(Err(error)) => {
                // The game stays in memory; the banner stays until a save
                // of its latest state works, tried again every few seconds.
                self.save_error = Some(error);
                if self.retrying || self.work == Work::Inline {
                    return Task::none();
                }
                self.retrying = true;
                Task::perform(async { std::thread::sleep(saver::RETRY_AFTER) }, |()| {
                    Message::RetrySave
                })
            }
            Message::Saved(Ok(())) => {
                if self.saver.caught_up() {
                    self.save_error = None;
                }
                Task::none()
            }
            Message::RetrySave => {
                self.retrying = false;
                match self.saver.latest() {
                    Some(game) if self.save_error.is_some() => self.save(game),
                    _ => Task::none(),
                }
            }
            Message::Listed(listings) => {
                if let Screen::Home(home) = &mut self.screen {
                    home.show_listings(listings);
                    home.hide(self.hidden.clone());
                    home.set_folder(
                        self.store
                            .as_ref()
                            .ok()
                            .map(|s| s.dir().display().to_string()),
                    );
                }
                Task::none()
            }
            Message::Loaded(loaded) => {
                // The player may have moved on while the file was read.
                let Screen::Home(home) = &mut self.screen else {
                    return Task::none();
                };
                match loaded {
                    Ok(saved) => self.show(if saved.game.state().phase == Phase::Ended {
                        Screen::Summary(SummaryScreen::new(saved))
                    } else {
                        Screen::Game(Box::new(GameScreen::new(saved)))
                    }),
                    // Saved by an older version with a command now refused:
                    // shown as saved, never saved again.
                    Err(error @ StoreError::NoLongerAllowed { .. }) => {
                        let reason = i18n::store_error(&error);
                        if let Some(saved) = error.read_only_game().cloned() {
                            self.read_only = true;
                            self.read_only_reason = Some(reason);
                            self.show(if saved.game.state().phase == Phase::Ended {
                                Screen::Summary(SummaryScreen::new(saved))
                            } else {
                                Screen::Game(Box::new(GameScreen::new(saved)))
                            });
                        }
                    }
                    Err(error) => {
                        self.lock = None;
                        self.read_only = false;
                        home.show_error(error);
                    }
                }
                Task::none()
            }
            Message::Deleted(result) => {
                if let Screen::Home(home) = &mut self.screen {
                    match result {
                        Ok(listings) => home.show_listings(listings),
                        Err(error) => home.show_error(error),
                    }
                }
                Task::none()
            }
            Message::SummarySaved(written) => {
                let status = match written {
                    Ok(path) => t!("summary-saved", path = path.display().to_string()),
                    Err(error) => t!(
                        "exported-clipboard-only",
                        reason = i18n::store_error(&error)
                    ),
                };
                if let Screen::Summary(summary) = &mut self.screen {
                    summary.show_status(status);
                }
                Task::none()
            }
            Message::Exported(written) => {
                let status = match written {
                    Ok(path) => t!("exported", path = path.display().to_string()),
                    Err(error) => t!(
                        "exported-clipboard-only",
                        reason = i18n::store_error(&error)
                    ),
                };
                match &mut self.screen {
                    Screen::Game(game) => {
                        // XP4: during a game, the deck orders in the file
                        // tell every hand.
                        let secret = game.saved().game.state().christmas.is_some();
                        game.show_status(if secret {
                            format!("{status}. {}", t!("exported-hands-warning"))
                        } else {
                            status
                        });
                    }
                    Screen::Summary(summary) => summary.show_status(status),
                    Screen::Home(_) | Screen::Setup(_) | Screen::Settings(_) => {}
                }
                Task::none()
            }
        }
    }

    fn settings_screen(&self) -> SettingsScreen {
        SettingsScreen::new(
            self.settings.clone(),
            self.env_language,
            self.env_theme.is_some().then_some(THEME_VAR),
            self.system_language,
            self.settings_notes(),
        )
    }

    /// Where the settings are saved, and what went wrong with the file.
    fn settings_notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if let Some(problem) = &self.settings_problem {
            notes.push(settings_problem_text(problem));
        }
        if let Some(file) = &self.settings_file {
            notes.push(t!(
                "settings-file",
                path = file.path().display().to_string()
            ));
        }
        notes
    }

    /// Applies changed settings at once (every screen reads the language
    /// and theme on its next paint) and saves them in the background.
    fn change_settings(&mut self, settings: Settings) -> Task<Message> {
        // The window may have changed size while the screen was open.
        let window = self.settings.window;
        self.settings = Settings { window, ..settings };
        self.apply_language();
        let Some(file) = self.settings_file.clone() else {
            return Task::none();
        };
        let settings = self.settings.clone();
        self.perform(move || file.save(&settings), Message::SettingsSaved)
    }

    fn show(&mut self, screen: Screen) {
        self.screen = screen;
        self.screen_changes = self.screen_changes.wrapping_add(1);
        // Tests run without a window: no need to ask the system.
        let open = matches!(self.screen, Screen::Game(_));
        self.awake
            .hold(open && self.settings.keep_awake && self.work == Work::Background);
    }

    /// The theme's window style, its background nudged by an invisible
    /// amount on every screen change. tiny-skia repaints only the parts of
    /// the window it thinks changed and sometimes misjudges them (see
    /// iced-rs/iced#3032), which left bits of the old screen behind; a new
    /// background colour makes it repaint the whole window once.
    fn style(&self, theme: &Theme) -> iced::theme::Style {
        let mut style = iced::theme::Base::base(theme);
        if self.screen_changes % 2 == 1 {
            let nudge = if style.background_color.b > 0.5 {
                -1e-4
            } else {
                1e-4
            };
            style.background_color.b += nudge;
        }
        style
    }

    /// Shows the home screen at once and lists the saved games behind it.
    fn go_home(&mut self) -> Task<Message> {
        self.lock = None;
        self.read_only = false;
        self.read_only_reason = None;
        match &self.store {
            Ok(store) => {
                let store = store.clone();
                self.show(Screen::Home(Home::loading()));
                self.perform(move || store.list(), Message::Listed)
            }
            Err(_) => {
                self.show(Screen::Home(Home::listed(Vec::new())));
                Task::none()
            }
        }
    }

    fn start(&mut self, game: Game) -> Task<Message> {
        let created = Utc::now();
        let id = match &self.store {
            Ok(store) => store.new_id(created),
            Err(_) => created.format("%Y-%m-%dT%H-%M-%S").to_string(),
        };
        self.hold(&id);
        let saved = Arc::new(SavedGame { id, created, game });
        let task = self.save(saved.clone());
        self.show(Screen::Game(Box::new(GameScreen::new(saved))));
        task
    }

    /// Replays the game being fixed on its new setup; if a command no
    /// longer fits, says which on the setup screen and changes nothing.
    fn fix(&mut self, setup: Setup) -> Task<Message> {
        let Some(before) = self.fixing.clone() else {
            return Task::none();
        };
        let mut shuffles = crate::engine::Shuffles::new();
        shuffles.fill(&crate::engine::decks(&setup), fastrand::shuffle);
        match before.game.replay_on(setup, &shuffles) {
            Ok(game) => {
                self.fixing = None;
                let saved = Arc::new(SavedGame {
                    id: before.id.clone(),
                    created: before.created,
                    game,
                });
                let task = self.save(saved.clone());
                self.show(Screen::Game(Box::new(GameScreen::fixed(saved, before))));
                task
            }
            Err(error) => {
                let reason = match &error {
                    crate::engine::ReplayError::Setup(error) => crate::i18n::setup_error(error),
                    crate::engine::ReplayError::Command { index, error } => t!(
                        "setup-fix-stops",
                        number = index + 1,
                        command = crate::i18n::command_text(
                            before.game.setup(),
                            &before.game.log()[*index].command
                        ),
                        reason = crate::i18n::game_error(error)
                    ),
                };
                if let Screen::Setup(setup) = &mut self.screen {
                    setup.show_error(reason);
                }
                Task::none()
            }
        }
    }

    fn resume(&mut self, id: String) -> Task<Message> {
        let Ok(store) = &self.store else {
            return Task::none();
        };
        let store = store.clone();
        self.hold(&id);
        self.perform(move || store.load(&id).map(Arc::new), Message::Loaded)
    }

    /// Locks the game `id` for this window before it is read; if another
    /// window has it, this one shows it read-only. A lock that cannot be
    /// made for another reason (a read-only folder) changes nothing: the
    /// saves then fail and say why.
    fn hold(&mut self, id: &str) {
        self.lock = None;
        self.read_only = false;
        self.read_only_reason = None;
        if let Ok(store) = &self.store {
            match store.lock(id) {
                Ok(lock) => self.lock = Some(lock),
                Err(StoreError::InUse(_)) => self.read_only = true,
                Err(_) => {}
            }
        }
    }

    /// Puts the notation on the clipboard and writes it next to the save
    /// file in the background; the screen then says where, or why not.
    fn export(&mut self, id: String, text: String) -> Task<Message> {
        let clipboard = iced::clipboard::write(text.clone());
        let written = match &self.store {
            Ok(store) => {
                let store = store.clone();
                self.perform(move || store.export(&id, &text), Message::Exported)
            }
            Err(error) => self.update(Message::Exported(Err(error.clone()))),
        };
        Task::batch([clipboard, written])
    }

    /// Writes the summary as CSV, JSON and Markdown to the summaries
    /// folder (never beside the saves, where it would look like one) and
    /// puts the Markdown on the clipboard.
    fn save_summary(&mut self, id: String, files: summary::Files) -> Task<Message> {
        let clipboard = iced::clipboard::write(files.markdown.clone());
        let written = match &self.store {
            Ok(store) => {
                let store = store.clone();
                self.perform(
                    move || {
                        store.write_summary(&id, "csv", &files.csv)?;
                        store.write_summary(&id, "json", &files.json)?;
                        store.write_summary(&id, "md", &files.markdown)
                    },
                    Message::SummarySaved,
                )
            }
            Err(error) => self.update(Message::SummarySaved(Err(error.clone()))),
        };
        Task::batch([clipboard, written])
    }

    fn save(&mut self, saved: Arc<SavedGame>) -> Task<Message> {
        if self.read_only {
            return Task::none();
        }
        match &self.store {
            Ok(store) if self.work == Work::Inline => {
                let result = self.saver.save_now(&store.clone(), saved);
                self.update(Message::Saved(result))
            }
            Ok(store) => self.saver.save(store.clone(), saved).map(Message::Saved),
            Err(error) => {
                self.save_error = Some(error.clone());
                Task::none()
            }
        }
    }

    /// What the banner on top of every screen says, if anything: that the
    /// game on show is read-only here, or why it could not be saved.
    pub fn banner(&self) -> Option<String> {
        if let Some(reason) = &self.read_only_reason {
            Some(t!("read-only-older", reason = reason.as_str()))
        } else if self.read_only {
            Some(t!("read-only"))
        } else {
            self.save_error
                .as_ref()
                .map(|error| t!("save-failed", reason = i18n::store_error(error)))
        }
    }

    /// Draws the screen on show, with a save failure on top if there is one.
    pub fn view(&self) -> Element<'_, Message> {
        let screen = match &self.screen {
            Screen::Home(home) => home.view().map(Message::Home),
            Screen::Setup(setup) => setup.view().map(Message::Setup),
            Screen::Game(game) => game.view().map(Message::Game),
            Screen::Summary(summary) => summary.view().map(Message::Summary),
            Screen::Settings(settings) => settings.view().map(Message::Settings),
        };
        let mut banners: Vec<String> = self.banner().into_iter().collect();
        if let (Screen::Home(_), Some(problem)) = (&self.screen, &self.settings_problem) {
            banners.push(settings_problem_text(problem));
        }
        if banners.is_empty() {
            return screen;
        }
        let mut page = column![];
        for banner in banners {
            page = page.push(
                container(text(banner).size(style::BODY))
                    .padding(10)
                    .width(Fill)
                    .style(style::error),
            );
        }
        page.push(screen).into()
    }
}

/// Forces the theme, for desktops that do not report their setting.
pub const THEME_VAR: &str = "MEEPLE_COMPANION_THEME";

/// What the app says about a settings file it could not read or write.
fn settings_problem_text(problem: &StoreError) -> String {
    match problem {
        StoreError::Write { .. } | StoreError::CreateDir { .. } => {
            t!("settings-save-failed", reason = i18n::store_error(problem))
        }
        _ => t!("settings-broken", reason = i18n::store_error(problem)),
    }
}

/// The theme `MEEPLE_COMPANION_THEME` asks for (`light` or `dark`), for
/// desktops that do not report their setting; otherwise the system's.
pub fn theme_from(value: Option<&str>) -> Option<Theme> {
    match value.map(str::to_ascii_lowercase).as_deref() {
        Some("dark") => Some(Theme::Dark),
        Some("light") => Some(Theme::Light),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theme_follows_the_system_unless_asked() {
        assert_eq!(theme_from(None), None);
        assert_eq!(theme_from(Some("Dark")), Some(Theme::Dark));
        assert_eq!(theme_from(Some("light")), Some(Theme::Light));
        assert_eq!(theme_from(Some("sepia")), None);
    }
}
