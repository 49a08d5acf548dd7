//! The iced desktop GUI. The app owns the screens and carries out what
//! they ask for: switching screens and saving games. Screens only map
//! clicks to engine commands and engine state to widgets. Everything that
//! touches the disk (listing, loading, saving, exporting) runs in a `Task`,
//! so no screen waits for it to paint.

mod awake;
pub mod chart;
pub mod clock;
pub mod design;
pub mod desktop;
pub mod frame;
pub mod game;
pub mod home;
pub mod icons;
pub mod kept;
pub mod palette;
mod saver;
pub mod settings;
pub mod setup;
pub mod share;
pub mod style;
pub mod summary;
pub mod track;
pub mod widget;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use chrono::Utc;
use iced::widget::{column, container, row, text};
use iced::{Element, Fill, Subscription, Task, Theme, keyboard};

use crate::engine::{Game, Phase, Setup, Shuffles, decks};
use crate::i18n::{self, Language};
use crate::store::{
    CheckCache, GameLock, Listing, SavedGame, Settings, SettingsFile, Store, StoreError,
    Summary as GameSummary, ThemeChoice, WindowSize,
};
use crate::t;

pub use game::GameScreen;
pub use home::Home;
pub use settings::SettingsScreen;
pub use setup::SetupScreen;
pub use summary::SummaryScreen;

pub use clock::{Clock, SystemClock};
use frame::Look;

/// How long after Home's first listing its full check starts: the window
/// paints first.
pub const CHECK_AFTER: std::time::Duration = std::time::Duration::from_millis(1000);
use saver::Saver;
pub use saver::{RETRY_AFTER, Saved};

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
    Saved(Saved),
    /// Time to try again the saves that failed.
    RetrySave,
    /// The saved games as their headers describe them, for Home's first
    /// paint; the full check follows.
    Listed(Vec<Listing>),
    /// Time to check every listed file in full.
    CheckListing,
    /// Every saved game checked in full, with the cache that learnt them.
    Verified(Vec<Listing>, CheckCache),
    /// A saved game was read, to resume it, with the fields of its file
    /// this version does not know.
    Loaded(Result<(Arc<SavedGame>, Vec<String>, bool), StoreError>),
    /// A button of the read-only banner or of the question before leaving
    /// a game whose changes would be lost.
    Offer(Offer),
    /// The notation file of a game was written, or not.
    Exported(Result<PathBuf, StoreError>),
    /// The setup of the last game played, to offer its expansions and
    /// options again.
    LastSetup(Option<Box<Setup>>),
    /// A game was deleted (and the games listed again), or not.
    Deleted(Result<Vec<crate::store::Listing>, StoreError>),
    /// The summary files were written (the Markdown's path), or not.
    SummarySaved(Result<PathBuf, StoreError>),
    /// In the *Phones and TV* panel.
    Share(share::Message),
    /// The server of this number has pages connected or links claimed.
    ShareStatus(u64, crate::share::Status),
}

/// What the table can do with a game this window cannot save.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offer {
    /// Save it under a new id (never over the file it came from).
    SaveAsNew,
    /// Put its notation on the clipboard.
    CopyNotation,
    /// Go where the window was going after all (close it, go Home, start
    /// the new game), losing what is not saved.
    Discard,
    /// Stay: do not close, do not leave the game.
    Keep,
}

/// Where the window was going when it stopped to ask, because changes
/// would have been lost on the way.
#[derive(Debug, Clone)]
pub enum Leaving {
    /// Closing the window (its close button, quitting).
    Close(iced::window::Id),
    /// Home (from the game's menu or the results).
    Home,
    /// A new game (a rematch from the results).
    NewGame(Box<Game>),
}

/// A game whose changes this window can no longer save, waiting to be
/// shown (it turned read-only while another game was on show).
#[derive(Debug, Clone)]
struct Stranded {
    saved: Arc<SavedGame>,
    changes: u64,
    reason: ReadOnly,
}

/// Why the game on show is not saved by this window.
#[derive(Debug, Clone)]
pub enum ReadOnly {
    /// Another window (or copy of the app) holds it.
    InUse,
    /// Its lock could not be taken (a read-only folder, an unwritable lock
    /// file): without it two windows could overwrite each other.
    CannotLock(StoreError),
    /// The lock file this window held was removed or replaced.
    LockLost(StoreError),
    /// The game's file is no longer the one this window read or wrote
    /// (another program replaced, changed or removed it): saving would
    /// throw that version away.
    Replaced(StoreError),
    /// The file has fields this version does not know; saving would drop
    /// them.
    Unknown(Vec<String>),
    /// An older version saved it with a command the current rules refuse
    /// (the reason, worded for the table): shown as saved, never saved.
    OlderRules(String),
    /// A format-4 file whose game line does not have its digest: changed
    /// outside the app. Shown read-only; *Import as a new game* saves it
    /// under a new id.
    ChangedOutside,
}

/// The app: the store, the screen on show, and the saver.
#[derive(Debug)]
pub struct App {
    store: Result<Store, StoreError>,
    clock: Arc<dyn Clock>,
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
    /// This window's locks: on the game on show, and on every game whose
    /// latest state is not on disk yet (kept on Home too).
    locks: HashMap<String, Arc<GameLock>>,
    /// The id of the game on show (game, results or fixing its setup).
    shown: Option<String>,
    /// Why this window does not save the game on show, if it does not.
    read_only: Option<ReadOnly>,
    /// Changes made to the game on show while read-only: never saved.
    read_only_changes: u64,
    /// Games turned read-only while another was on show, with their
    /// changes: shown on the way Home, counted when closing.
    stranded: Vec<Stranded>,
    /// The window was asked to close, or to leave the game on show, while
    /// that would lose changes: the question is on show.
    leaving: Option<Leaving>,
    /// Why the last *Save as a new game* failed, until one works.
    save_as_new_error: Option<StoreError>,
    /// What the full check of the listing learnt, between visits to Home.
    cache: Option<CheckCache>,
    /// Where that cache is kept (the config folder), read in the background.
    cache_dir: Option<PathBuf>,
    /// Whether the system is asked to keep the screen awake (the running
    /// app; an app made for a test has no screen).
    system_awake: bool,
    screen_changes: u32,
    /// Whether the window fills the screen (F11).
    fullscreen: bool,
    awake: awake::Awake,
    /// The game whose setup is being fixed on the setup screen.
    fixing: Option<Arc<SavedGame>>,
    /// Unreadable files the table hid from Home for this run; the files
    /// themselves are never touched.
    hidden: Vec<String>,
    /// *Phones and TV* for the game on show, once asked for.
    sharing: Option<share::Sharing>,
    /// The players' private links, kept for the app's run so a phone that
    /// claimed one keeps it while the game is closed and opened again; they
    /// follow their players into the game on show (`share::Sharing`).
    links: Option<Arc<crate::share::Links>>,
    /// The orders given to decks a fix of the setup adds, the same for
    /// the fix screen's preview and the fix.
    fix_shuffles: crate::engine::Shuffles,
    /// Counts the servers started, to tell their news apart.
    servers: u64,
    /// The servers' limits (lower in tests).
    share_limits: crate::share::Limits,
}

/// The steps of the UI scale (Ctrl +, Ctrl −; the settings screen offers
/// the same).
pub const SCALES: [f32; 9] = [0.75, 0.85, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0];

impl App {
    /// Opens the store and the settings named by the environment, shows
    /// every text in the language they ask for, and shows the home screen.
    pub fn boot() -> (App, Task<Message>) {
        let (settings, problem) = match SettingsFile::open_default() {
            Ok(file) => (Some(file), None),
            Err(error) => (None, Some(error)),
        };
        let (mut app, task) =
            App::open_with(Store::open_default(), settings, Arc::new(SystemClock));
        if problem.is_some() {
            app.settings_problem = problem;
        }
        app.system_language = i18n::system_language();
        app.system_awake = true;
        app.apply_language();
        let mode = iced::system::theme().map(Message::SystemTheme);
        (app, Task::batch([task, mode]))
    }

    /// The app on the home screen of this store, with the settings saved in
    /// `file` (their language applied at once, for the whole process; the
    /// listing cache kept beside them) and the retries timed by `clock`.
    /// The task lists the saved games in the background and fills them in.
    pub fn open_with(
        store: Result<Store, StoreError>,
        file: Option<SettingsFile>,
        clock: Arc<dyn Clock>,
    ) -> (App, Task<Message>) {
        let mut app = App::new(store, clock);
        if let Some(file) = file {
            app.cache_dir = Some(file.dir().to_path_buf());
            app.use_settings(file);
            app.apply_language();
        }
        let task = app.go_home();
        (app, task)
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
        App::open_with(store, None, Arc::new(SystemClock))
    }

    fn new(store: Result<Store, StoreError>, clock: Arc<dyn Clock>) -> App {
        frame::load_fonts();
        App {
            store,
            clock,
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
            locks: HashMap::new(),
            shown: None,
            read_only: None,
            read_only_changes: 0,
            stranded: Vec::new(),
            leaving: None,
            save_as_new_error: None,
            cache: None,
            cache_dir: None,
            system_awake: false,
            screen_changes: 0,
            fullscreen: false,
            awake: awake::Awake::default(),
            hidden: Vec::new(),
            fixing: None,
            sharing: None,
            links: None,
            fix_shuffles: crate::engine::Shuffles::new(),
            servers: 0,
            share_limits: crate::share::Limits::default(),
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
        self.awake.is_kept()
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
    /// as a message.
    fn perform<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
        done: impl FnOnce(T) -> Message + Send + 'static,
    ) -> Task<Message> {
        Task::perform(async move { blocking(work) }, done)
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

    /// Handles one message; then hands the pages for phones and the TV
    /// the game as it stands, if they are on and it changed (never
    /// waiting for a page).
    pub fn update(&mut self, message: Message) -> Task<Message> {
        // A private code on show hides on the next action (as a hand does).
        let action = match &message {
            Message::Share(message) => !message.keeps_code(),
            Message::Setup(setup::Message::Ctrl(_)) => false,
            Message::Home(_)
            | Message::Setup(_)
            | Message::Game(_)
            | Message::Summary(_)
            | Message::Settings(_)
            | Message::Key(keyboard::Event::KeyPressed { .. }) => true,
            // A key let go, or the modifiers the window reports on every
            // click (X11), is no action: the code stays for its player.
            _ => false,
        };
        if action && let Some(sharing) = &mut self.sharing {
            sharing.hide_code();
        }
        let task = self.handle(message);
        self.publish();
        task
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
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
                        // Never a game this window still has to save (and
                        // not "open in another window": it is this one).
                        Ok(_) if self.locks.contains_key(&id) => {
                            home.show_delete_problem(t!("home-delete-unsaved"));
                            Task::none()
                        }
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
                    setup::Action::None => {
                        self.preview_fix();
                        Task::none()
                    }
                    setup::Action::Focus(seat) => {
                        iced::widget::operation::focus(setup::name_id(seat))
                    }
                    setup::Action::ShowExpansions => setup::show_expansions(),
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
                let before = screen.saved();
                match screen.update(message) {
                    game::Action::None => Task::none(),
                    game::Action::Save => {
                        let saved = screen.saved();
                        // A fix of the setup undone: the old seats and hands.
                        if saved.game.setup() != before.game.setup() {
                            self.hands_moved(&before.game, &saved.game);
                        }
                        let task = self.save(saved.clone(), 1);
                        if saved.game.state().phase == Phase::Ended {
                            self.show(Screen::Summary(SummaryScreen::new(saved)));
                        }
                        task
                    }
                    game::Action::Export(text) => {
                        let id = screen.saved().id.clone();
                        self.export(id, text)
                    }
                    game::Action::Home => self.leave(Leaving::Home),
                    game::Action::FixSetup => {
                        let saved = screen.saved();
                        self.show(Screen::Setup(SetupScreen::editing(saved.game.setup())));
                        self.fixing = Some(saved);
                        self.fix_shuffles = crate::engine::Shuffles::new();
                        self.preview_fix();
                        Task::none()
                    }
                    game::Action::Share => {
                        self.open_sharing();
                        Task::none()
                    }
                }
            }
            Message::Share(message) => self.share(message),
            Message::ShareStatus(server, status) => {
                if let Some(sharing) = &mut self.sharing
                    && server == self.servers
                {
                    sharing.heard(status);
                }
                Task::none()
            }
            Message::Summary(message) => {
                let Screen::Summary(summary) = &mut self.screen else {
                    return Task::none();
                };
                match summary.update(message) {
                    summary::Action::None => Task::none(),
                    summary::Action::Home => self.leave(Leaving::Home),
                    summary::Action::BackToGame(saved) => {
                        let task = self.save(saved.clone(), 1);
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
                            Ok(game) => self.leave(Leaving::NewGame(Box::new(game))),
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
            // Changes not on disk: ask first, offering to keep them.
            Message::CloseRequested(id) => self.leave(Leaving::Close(id)),
            Message::Offer(offer) => self.offer(offer),
            Message::Verified(listings, cache) => {
                self.cache = Some(cache);
                let listings = self.with_unsaved(listings);
                if let Screen::Home(home) = &mut self.screen {
                    home.show_checked(listings);
                    home.hide(self.hidden.clone());
                }
                Task::none()
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
                    Screen::Setup(_) => match setup::key_message(&event) {
                        Some(message) => self.update(Message::Setup(message)),
                        None => setup::key(&event),
                    },
                    _ => Task::none(),
                }
            }
            Message::LastSetup(last) => {
                if let (Screen::Setup(setup), Some(last)) = (&mut self.screen, last) {
                    setup.remember(&last);
                }
                Task::none()
            }
            Message::Saved(Saved { id, result }) => match result {
                Ok(()) => {
                    if self.saver.caught_up() {
                        self.save_error = None;
                    }
                    self.release();
                    // Asked to leave while this was not on disk: once
                    // nothing would be lost, the window goes on its way.
                    match self.leaving.take() {
                        Some(to) if self.would_lose(&to) == 0 => self.carry_on(to),
                        other => {
                            self.leaving = other;
                            Task::none()
                        }
                    }
                }
                Err(error @ StoreError::LockLost { .. }) => {
                    self.stop_saving(&id, ReadOnly::LockLost(error))
                }
                Err(error @ StoreError::ChangedOutside { .. }) => {
                    self.stop_saving(&id, ReadOnly::Replaced(error))
                }
                Err(error) => {
                    // The game stays in memory, and its lock with it; the
                    // banner stays until a save of its latest state works,
                    // tried again every few seconds.
                    self.save_error = Some(error);
                    if self.retrying {
                        return Task::none();
                    }
                    self.retrying = true;
                    Task::perform(self.clock.sleep(saver::RETRY_AFTER), |()| {
                        Message::RetrySave
                    })
                }
            },
            Message::RetrySave => {
                self.retrying = false;
                let unsaved = self.saver.unsaved();
                // The same states again: no new change.
                Task::batch(unsaved.into_iter().map(|game| self.save(game, 0)))
            }
            Message::Listed(listings) => {
                let listings = self.with_unsaved(listings);
                let Screen::Home(home) = &mut self.screen else {
                    return Task::none();
                };
                home.show_listings(listings);
                home.hide(self.hidden.clone());
                home.set_folder(
                    self.store
                        .as_ref()
                        .ok()
                        .map(|s| s.dir().display().to_string()),
                );
                // Then every file in full, off the update thread, once the
                // window has had time to paint: on two cores the check
                // would otherwise hold up the first paint.
                Task::perform(self.clock.sleep(CHECK_AFTER), |()| Message::CheckListing)
            }
            Message::CheckListing => {
                if !matches!(self.screen, Screen::Home(_)) {
                    return Task::none();
                }
                let Ok(store) = self.store.clone() else {
                    return Task::none();
                };
                let cache = self.cache.take();
                let dir = self.cache_dir.clone();
                self.perform(
                    move || {
                        // Read here, off the first paint, the first time.
                        let mut cache = cache.unwrap_or_else(|| {
                            dir.as_deref().map(CheckCache::open).unwrap_or_default()
                        });
                        store.clean_temp_files(std::time::SystemTime::now());
                        let listings = store.verify(&mut cache);
                        // A cache that cannot be written is only slower.
                        let _ = cache.save();
                        (listings, cache)
                    },
                    |(listings, cache)| Message::Verified(listings, cache),
                )
            }
            Message::Loaded(loaded) => {
                // The player may have moved on while the file was read.
                let Screen::Home(home) = &mut self.screen else {
                    return Task::none();
                };
                match loaded {
                    Ok((saved, unknown, changed_outside)) => {
                        if !unknown.is_empty() {
                            // Saving would drop what this version cannot read.
                            self.read_only = Some(ReadOnly::Unknown(unknown));
                        } else if changed_outside {
                            // Never written over: it may be damaged, or a
                            // hand-edited game to import.
                            self.read_only = Some(ReadOnly::ChangedOutside);
                        }
                        self.show_game(saved);
                    }
                    // Saved by an older version with a command now refused:
                    // shown as saved, never saved again.
                    Err(error @ StoreError::NoLongerAllowed { .. }) => {
                        let reason = i18n::store_error(&error);
                        if let Some(saved) = error.read_only_game().cloned() {
                            self.read_only = Some(ReadOnly::OlderRules(reason));
                            self.show_game(saved);
                        }
                    }
                    Err(error) => {
                        home.show_error(error);
                        self.shown = None;
                        self.read_only = None;
                        self.release();
                    }
                }
                Task::none()
            }
            Message::Deleted(result) => {
                let result = result.map(|listings| self.with_unsaved(listings));
                if let Screen::Home(home) = &mut self.screen {
                    match result {
                        Ok(listings) => home.show_checked(listings),
                        Err(error) => home.show_delete_error(error),
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
                        let secret = crate::engine::notation::Options::tells_secrets(
                            game.saved().game.setup(),
                        );
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
        // The pages stop when their game is closed; the results of the
        // same game still show on them.
        let shown = self.shown_game().map(|saved| saved.id.clone());
        if self.sharing.as_ref().map(|s| s.game_id().to_owned()) != shown {
            self.sharing = None;
        }
        self.screen_changes = self.screen_changes.wrapping_add(1);
        // Tests run without a window: no need to ask the system.
        let open = matches!(self.screen, Screen::Game(_));
        self.awake
            .keep(open && self.settings.keep_awake && self.system_awake);
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

    /// The game on show: on the game screen, or its results.
    fn shown_game(&self) -> Option<&SavedGame> {
        match &self.screen {
            Screen::Game(game) => Some(game.saved_game()),
            Screen::Summary(summary) => Some(summary.saved()),
            Screen::Home(_) | Screen::Setup(_) | Screen::Settings(_) => None,
        }
    }

    /// Sets the limits of the servers started from now on (tests set
    /// them lower so a keep-alive comes in milliseconds).
    pub fn set_share_limits(&mut self, limits: crate::share::Limits) {
        self.share_limits = limits;
    }

    /// *Phones and TV* of the game on show, if it was opened.
    pub fn sharing(&self) -> Option<&share::Sharing> {
        self.sharing.as_ref()
    }

    /// The theme the pages take: the app's when the table chose one, else
    /// each browser's own.
    fn page_theme(&self) -> Option<&'static str> {
        self.theme().map(|theme| {
            if theme.extended_palette().is_dark {
                "dark"
            } else {
                "light"
            }
        })
    }

    /// Opens the *Phones and TV* panel for the game on show.
    fn open_sharing(&mut self) {
        let Some(id) = self.shown_game().map(|saved| saved.id.clone()) else {
            return;
        };
        if let Some(sharing) = &mut self.sharing {
            sharing.open = true;
            return;
        }
        let links = match &self.links {
            Some(links) => links.clone(),
            None => match crate::share::Links::new(0) {
                Ok(links) => Arc::new(links),
                Err(_) => return,
            },
        };
        self.links = Some(links.clone());
        let mut sharing = share::Sharing::new(&id, links);
        if let Some(saved) = self.shown_game() {
            sharing.follow(&saved.game);
        }
        self.sharing = Some(sharing);
    }

    fn share(&mut self, message: share::Message) -> Task<Message> {
        let theme = self.page_theme();
        let read_only = self.read_only.is_some();
        let Some(game) = self.shown_game().map(|saved| saved.game.clone()) else {
            return Task::none();
        };
        let Some(sharing) = &mut self.sharing else {
            return Task::none();
        };
        let was_running = sharing.server().is_some();
        sharing.update(message, &game, theme, read_only, self.share_limits);
        match sharing.server() {
            Some(server) if !was_running => {
                self.servers += 1;
                let number = self.servers;
                let feed = server.status_feed();
                let news = futures_util::stream::unfold(feed, |mut feed| async move {
                    feed.changed().await.ok()?;
                    let status = feed.borrow_and_update().clone();
                    Some((status, feed))
                });
                Task::run(news, move |status| Message::ShareStatus(number, status))
            }
            _ => Task::none(),
        }
    }

    /// Hands the pages the game on show, if it changed since last sent.
    fn publish(&mut self) {
        let theme = self.page_theme();
        let Some(sharing) = self.sharing.as_mut() else {
            return;
        };
        if sharing.server().is_none() {
            return;
        }
        let game = match &self.screen {
            Screen::Game(game) => &game.saved_game().game,
            Screen::Summary(summary) => &summary.saved().game,
            Screen::Home(_) | Screen::Setup(_) | Screen::Settings(_) => return,
        };
        sharing.publish(game, theme);
    }

    /// Shows the home screen at once and lists the saved games behind it;
    /// or, if a game turned read-only while another was on show, that
    /// game first (its changes exist only here).
    fn go_home(&mut self) -> Task<Message> {
        self.shown = None;
        self.read_only = None;
        self.read_only_changes = 0;
        self.fixing = None;
        self.save_as_new_error = None;
        if let Some(stranded) = self.stranded.pop() {
            self.show_game(stranded.saved);
            self.read_only = Some(stranded.reason);
            self.read_only_changes = stranded.changes;
            return Task::none();
        }
        // A game not on disk yet keeps its lock, and its retries go on.
        self.release();
        match &self.store {
            Ok(store) => {
                let store = store.clone();
                self.show(Screen::Home(Home::loading()));
                self.perform(move || store.headers(), Message::Listed)
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
        self.lock_game(&id);
        let saved = Arc::new(SavedGame { id, created, game });
        self.show_game(Arc::clone(&saved));
        // A new game is one change: until it is on disk, closing asks.
        self.save(saved, 1)
    }

    /// The players whose hands a fix (or its undo) changed get new links:
    /// their phones showed cards that another player may hold now.
    fn hands_moved(&mut self, before: &Game, after: &Game) {
        let moved = share::hands_changed(before, after);
        if let Some(links) = &self.links
            && !moved.is_empty()
        {
            // Without randomness to be had no link is made; the old ones
            // then still follow their players.
            let _ = links.replace(&moved);
        }
    }

    /// On the fix screen, the players whose hands the fix as it stands
    /// would change, named before it is applied.
    fn preview_fix(&mut self) {
        let Some(before) = self.fixing.clone() else {
            return;
        };
        let Screen::Setup(screen) = &mut self.screen else {
            return;
        };
        let Ok(setup) = screen.setup() else {
            return;
        };
        if screen.previewed() == Some(&setup) {
            return;
        }
        self.fix_shuffles
            .fill(&crate::engine::decks(&setup), fastrand::shuffle);
        let moved = match before.game.replay_on(setup.clone(), &self.fix_shuffles) {
            Ok(game) => share::hands_changed(&before.game, &game),
            Err(_) => Vec::new(),
        };
        screen.show_hands_changed(setup, moved);
    }

    /// Replays the game being fixed on its new setup; if a command no
    /// longer fits, says which on the setup screen and changes nothing.
    fn fix(&mut self, setup: Setup) -> Task<Message> {
        let Some(before) = self.fixing.clone() else {
            return Task::none();
        };
        self.fix_shuffles
            .fill(&crate::engine::decks(&setup), fastrand::shuffle);
        match before.game.replay_on(setup, &self.fix_shuffles) {
            Ok(game) => {
                self.fixing = None;
                self.hands_moved(&before.game, &game);
                let saved = Arc::new(SavedGame {
                    id: before.id.clone(),
                    created: before.created,
                    game,
                });
                let task = self.save(saved.clone(), 1);
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
        // The game in memory, if the disk is behind it: never a stale file.
        if let Some(saved) = self.saver.unsaved_game(&id) {
            self.read_only = None;
            self.read_only_changes = 0;
            self.show_game(saved);
            return Task::none();
        }
        let Ok(store) = &self.store else {
            return Task::none();
        };
        let store = store.clone();
        self.lock_game(&id);
        self.shown = Some(id.clone());
        // Read under the lock, which notes the file read: a later save
        // finds out if another program changed it meanwhile.
        let lock = self.locks.get(&id).cloned();
        self.perform(
            move || {
                match &lock {
                    Some(lock) => store.load_held(lock, &id),
                    None => store.load_full(&id),
                }
                .map(|loaded| {
                    (
                        Arc::new(loaded.saved),
                        loaded.unknown,
                        loaded.changed_outside,
                    )
                })
            },
            Message::Loaded,
        )
    }

    /// Shows a game (or its results, if it ended) as the game on show.
    fn show_game(&mut self, saved: Arc<SavedGame>) {
        self.shown = Some(saved.id.clone());
        self.release();
        self.show(if saved.game.state().phase == Phase::Ended {
            Screen::Summary(SummaryScreen::new(saved))
        } else {
            Screen::Game(Box::new(GameScreen::new(saved)))
        });
    }

    /// Locks the game `id` for this window before it is read. If the lock
    /// cannot be had, for whatever reason (another window has it, a
    /// read-only folder, an unwritable lock file), the game is shown
    /// read-only, with the reason.
    fn lock_game(&mut self, id: &str) {
        self.read_only = None;
        self.read_only_changes = 0;
        if self.locks.contains_key(id) {
            return;
        }
        if let Ok(store) = &self.store {
            match store.lock(id) {
                Ok(lock) => {
                    self.locks.insert(id.to_owned(), Arc::new(lock));
                }
                Err(StoreError::InUse(_)) => self.read_only = Some(ReadOnly::InUse),
                Err(error) => self.read_only = Some(ReadOnly::CannotLock(error)),
            }
        }
    }

    /// Lets go of every lock not needed: needed are the game on show's and
    /// those of games whose latest state is not on disk.
    fn release(&mut self) {
        let shown = self.shown.clone();
        let saver = &self.saver;
        self.locks
            .retain(|id, _| shown.as_deref() == Some(id.as_str()) || saver.behind(id) > 0);
    }

    /// A save found that this window may no longer save `id` (its lock is
    /// gone, or another program changed its file): the game turns
    /// read-only here with the reason, and is shown, so what it holds is
    /// not lost, with Save as a new game and Copy as notation on offer.
    /// If the game on show has changes of its own that this window cannot
    /// save, it waits until that one is left ([`App::go_home`]).
    fn stop_saving(&mut self, id: &str, reason: ReadOnly) -> Task<Message> {
        let Some(saved) = self.saver.unsaved_game(id) else {
            return Task::none();
        };
        let behind = self.saver.behind(id);
        self.saver.forget(id);
        self.locks.remove(id);
        if self.saver.caught_up() {
            self.save_error = None;
        }
        if self.shown.as_deref() == Some(id) {
            self.read_only = Some(reason);
            self.read_only_changes += behind;
            return Task::none();
        }
        let busy = match &self.screen {
            Screen::Home(_) => false,
            Screen::Game(_) | Screen::Summary(_) => {
                self.read_only_changes > 0 || self.leaving.is_some()
            }
            Screen::Setup(_) | Screen::Settings(_) => true,
        };
        if busy {
            self.stranded.push(Stranded {
                saved,
                changes: behind,
                reason,
            });
        } else {
            self.show_game(saved);
            self.read_only = Some(reason);
            self.read_only_changes = behind;
        }
        Task::none()
    }

    /// The game on show, as it is in memory.
    fn game_on_show(&self) -> Option<Arc<SavedGame>> {
        match &self.screen {
            Screen::Game(game) => Some(game.saved()),
            Screen::Summary(summary) => Some(summary.shared()),
            Screen::Setup(_) => self.fixing.clone(),
            Screen::Home(_) | Screen::Settings(_) => None,
        }
    }

    /// How many changes would be lost if the window closed now: those the
    /// disk is behind on, and those made while read-only. A change is a
    /// command, an undo or a redo done in this window (a new game, a fixed
    /// setup and a pause are one each); trying a save again is none.
    pub fn unsaved_changes(&self) -> u64 {
        let behind: u64 = self
            .saver
            .unsaved()
            .iter()
            .map(|game| self.saver.behind(&game.id))
            .sum();
        let stranded: u64 = self.stranded.iter().map(|s| s.changes).sum();
        behind + self.read_only_changes + stranded
    }

    /// How many changes going `to` would lose: closing loses everything
    /// not on disk; leaving the game on show loses what was done to it
    /// while read-only (a game the disk is behind on stays in memory, and
    /// its saves go on).
    fn would_lose(&self, to: &Leaving) -> u64 {
        match to {
            Leaving::Close(_) => self.unsaved_changes(),
            Leaving::Home | Leaving::NewGame(_) => self.read_only_changes,
        }
    }

    /// Goes `to`, or asks first if that would lose changes.
    fn leave(&mut self, to: Leaving) -> Task<Message> {
        if self.would_lose(&to) > 0 {
            self.leaving = Some(to);
            return Task::none();
        }
        self.carry_on(to)
    }

    /// Goes `to`, whatever is lost.
    fn carry_on(&mut self, to: Leaving) -> Task<Message> {
        self.leaving = None;
        match to {
            Leaving::Close(id) => self.close(id),
            Leaving::Home => self.go_home(),
            Leaving::NewGame(game) => {
                self.read_only = None;
                self.read_only_changes = 0;
                self.start(*game)
            }
        }
    }

    /// The game the offers act on: the one on show, else one the disk is
    /// behind on, else one waiting to be shown read-only.
    fn offered_game(&self) -> Option<Arc<SavedGame>> {
        self.game_on_show()
            .or_else(|| self.saver.unsaved().into_iter().next())
            .or_else(|| self.stranded.last().map(|s| Arc::clone(&s.saved)))
    }

    fn offer(&mut self, offer: Offer) -> Task<Message> {
        match offer {
            Offer::Keep => {
                self.leaving = None;
                Task::none()
            }
            Offer::Discard => match self.leaving.take() {
                Some(to) => self.carry_on(to),
                None => Task::none(),
            },
            Offer::CopyNotation => match self.offered_game() {
                Some(saved) => iced::clipboard::write(crate::engine::notation::export(&saved.game)),
                None => Task::none(),
            },
            Offer::SaveAsNew => self.save_as_new(),
        }
    }

    /// Saves the game the offers act on under a new id and its own lock
    /// (never over the file it came from), and shows it; if that cannot
    /// be done, says why. A question on show stays, counting what is
    /// still not saved, until nothing would be lost.
    fn save_as_new(&mut self) -> Task<Message> {
        let Some(before) = self.offered_game() else {
            return Task::none();
        };
        let store = match &self.store {
            Ok(store) => store.clone(),
            Err(error) => {
                self.save_as_new_error = Some(error.clone());
                return Task::none();
            }
        };
        let id = store.new_id(Utc::now());
        let lock = match store.lock(&id) {
            Ok(lock) => lock,
            Err(error) => {
                self.save_as_new_error = Some(error);
                return Task::none();
            }
        };
        self.save_as_new_error = None;
        // What the copy carries over: the changes that would have been
        // lost (at least the game itself).
        let stranded = match self.stranded.iter().position(|s| s.saved.id == before.id) {
            Some(at) if self.shown.as_deref() != Some(before.id.as_str()) => {
                self.stranded.remove(at).changes
            }
            _ => 0,
        };
        let changes = if self.shown.as_deref() == Some(before.id.as_str()) {
            self.read_only_changes
        } else {
            stranded
        }
        .max(self.saver.behind(&before.id))
        .max(1);
        // The copy carries everything; the old one's unsaved state and
        // lock are no longer needed.
        self.saver.forget(&before.id);
        self.locks.remove(&before.id);
        self.locks.insert(id.clone(), Arc::new(lock));
        let saved = Arc::new(SavedGame {
            id,
            created: before.created,
            game: before.game.clone(),
        });
        self.read_only = None;
        self.read_only_changes = 0;
        if self.saver.caught_up() {
            self.save_error = None;
        }
        self.show_game(Arc::clone(&saved));
        let task = self.save(saved, changes);
        // Leaving the game now loses nothing (it is saved, or kept in
        // memory and tried again); closing waits for the save.
        match self.leaving.take() {
            Some(to) if self.would_lose(&to) == 0 => Task::batch([task, self.carry_on(to)]),
            other => {
                self.leaving = other;
                task
            }
        }
    }

    /// Saves the window's size and closes it.
    fn close(&mut self, id: iced::window::Id) -> Task<Message> {
        // The server stops with the window.
        self.sharing = None;
        // Written at once: the process ends with the window. A file that
        // could not be read is left as it is.
        if self.window_moved
            && self.settings_problem.is_none()
            && let Some(file) = &self.settings_file
        {
            let _ = file.save(&self.settings);
        }
        iced::window::close(id)
    }

    /// The listing, with the games the disk is behind on as they are in
    /// memory (listed even when their file is gone).
    fn with_unsaved(&self, mut listings: Vec<Listing>) -> Vec<Listing> {
        for game in self.saver.unsaved() {
            let summary = GameSummary::of(&game);
            listings.retain(|l| l.summary().is_none_or(|s| s.id != game.id));
            listings.push(Listing::Game(summary));
        }
        crate::store::sort_listings(&mut listings);
        listings
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

    /// Saves a state of a game, `changes` changes after the last one
    /// handed over (0 for a retry of the same state).
    fn save(&mut self, saved: Arc<SavedGame>, changes: u64) -> Task<Message> {
        let on_show = self.shown.as_deref() == Some(saved.id.as_str());
        if on_show && self.read_only.is_some() {
            self.read_only_changes += changes;
            return Task::none();
        }
        match &self.store {
            Ok(store) => {
                let Some(lock) = self.locks.get(&saved.id).cloned() else {
                    // Never written without its lock.
                    if on_show {
                        self.read_only = Some(ReadOnly::LockLost(StoreError::LockLost {
                            id: saved.id.clone(),
                            why: "this window holds no lock on it".into(),
                        }));
                        self.read_only_changes += changes;
                    }
                    return Task::none();
                };
                Task::perform(
                    self.saver.save(store.clone(), lock, saved, changes),
                    Message::Saved,
                )
            }
            Err(error) => {
                self.save_error = Some(error.clone());
                Task::none()
            }
        }
    }

    /// What the banner on top of every screen says, if anything: that the
    /// game on show is read-only here, or why it could not be saved.
    pub fn banner(&self) -> Option<String> {
        match &self.read_only {
            Some(ReadOnly::InUse) => Some(t!("read-only")),
            Some(ReadOnly::OlderRules(reason)) => {
                Some(t!("read-only-older", reason = reason.as_str()))
            }
            Some(ReadOnly::CannotLock(error)) => {
                Some(t!("read-only-no-lock", reason = lock_reason(error)))
            }
            Some(ReadOnly::LockLost(error)) => {
                Some(t!("read-only-lock-lost", reason = lock_reason(error)))
            }
            Some(ReadOnly::Replaced(error)) => {
                Some(t!("read-only-replaced", reason = lock_reason(error)))
            }
            Some(ReadOnly::Unknown(fields)) => Some(t!(
                "read-only-unknown",
                fields = i18n::cut(&fields.join(", "), 60)
            )),
            Some(ReadOnly::ChangedOutside) => Some(t!("read-only-changed-outside")),
            None => self
                .save_error
                .as_ref()
                .map(|error| t!("save-failed", reason = i18n::store_error(error))),
        }
    }

    /// Why the last *Save as a new game* failed, if it did and none has
    /// worked since.
    pub fn save_as_new_problem(&self) -> Option<String> {
        self.save_as_new_error
            .as_ref()
            .map(|error| t!("save-as-new-failed", reason = lock_reason(error)))
    }

    /// Why the game on show is not saved by this window, if it is not.
    pub fn read_only(&self) -> Option<&ReadOnly> {
        self.read_only.as_ref()
    }

    /// The question asked before closing the window or leaving the game
    /// on show, if it is on show: how many changes would be lost.
    pub fn closing_question(&self) -> Option<String> {
        let to = self.leaving.as_ref()?;
        let count = self.would_lose(to);
        Some(match to {
            Leaving::Close(_) => t!("close-unsaved", count = count),
            Leaving::Home | Leaving::NewGame(_) => t!("leave-unsaved", count = count),
        })
    }

    /// The question before leaving, with why this window cannot save the
    /// game (or could not), what a *Save as a new game* ran into, and the
    /// four offers; alone in the window.
    fn question_page<'a>(&self, question: String, to: &Leaving) -> Element<'a, Message> {
        // The last two say which way the window was going.
        let (discard, keep) = match to {
            Leaving::Close(_) => (t!("offer-close-anyway"), t!("offer-keep-open")),
            Leaving::Home | Leaving::NewGame(_) => (t!("offer-discard"), t!("offer-keep")),
        };
        let offers = iced::widget::Row::from_vec(vec![
            offer_button(t!("offer-save-as-new"), Offer::SaveAsNew, Look::Primary),
            offer_button(
                t!("offer-copy-notation"),
                Offer::CopyNotation,
                Look::Secondary,
            ),
            offer_button(discard, Offer::Discard, Look::Danger),
            offer_button(keep, Offer::Keep, Look::Secondary),
        ])
        .spacing(style::GAP)
        .wrap()
        .vertical_spacing(style::GAP);
        let mut card = column![text(question).size(design::size::LABEL)].spacing(style::GAP);
        for words in [self.banner(), self.save_as_new_problem()]
            .into_iter()
            .flatten()
        {
            card = card.push(text(words).size(style::BODY));
        }
        let card = container(card.push(offers))
            .padding(24)
            .max_width(880)
            .style(style::error);
        container(iced::widget::scrollable(card))
            .padding(24)
            .center(Fill)
            .into()
    }

    /// Where the window was going when it stopped to ask, if it did.
    pub fn leaving(&self) -> Option<&Leaving> {
        self.leaving.as_ref()
    }

    /// Draws the screen on show, with a save failure on top if there is one.
    pub fn view(&self) -> Element<'_, Message> {
        let mut screen = match &self.screen {
            Screen::Home(home) => home.view().map(Message::Home),
            Screen::Setup(setup) => setup.view().map(Message::Setup),
            Screen::Game(game) => game.view().map(Message::Game),
            Screen::Summary(summary) => summary.view().map(Message::Summary),
            Screen::Settings(settings) => settings.view().map(Message::Settings),
        };
        if let (Some(sharing), Some(saved)) = (&self.sharing, self.shown_game())
            && sharing.open
        {
            let panel = sharing
                .view(&saved.game, self.read_only.is_some())
                .map(Message::Share);
            screen =
                iced::widget::stack![screen, iced::widget::opaque(share::overlay(panel))].into();
        }
        // The question before leaving takes the whole window: nothing
        // else is done until it is answered.
        if let (Some(question), Some(to)) = (self.closing_question(), &self.leaving) {
            return self.question_page(question, to);
        }
        let mut banners: Vec<Element<'_, Message>> = Vec::new();
        if let Some(problem) = self.save_as_new_problem() {
            banners.push(banner(text(problem).size(style::SMALL).into()));
        }
        if let Some(words) = self.banner() {
            let words = text(words).size(style::SMALL).width(Fill);
            let part: Element<'_, Message> =
                if self.read_only.is_some() && self.game_on_show().is_some() {
                    // Beside the words, so the banner takes as few lines of
                    // the game as it can.
                    // A file changed outside the app is imported as a new game.
                    let save_as_new = if matches!(self.read_only, Some(ReadOnly::ChangedOutside)) {
                        t!("offer-import-as-new")
                    } else {
                        t!("offer-save-as-new")
                    };
                    row![
                        words,
                        offer_button(save_as_new, Offer::SaveAsNew, Look::Primary),
                        offer_button(
                            t!("offer-copy-notation"),
                            Offer::CopyNotation,
                            Look::Secondary
                        ),
                    ]
                    .spacing(style::GAP)
                    .align_y(iced::Alignment::Center)
                    .into()
                } else {
                    words.into()
                };
            banners.push(banner(part));
        }
        if let (Screen::Home(_), Some(problem)) = (&self.screen, &self.settings_problem) {
            banners.push(
                container(text(settings_problem_text(problem)).size(style::BODY))
                    .padding(10)
                    .width(Fill)
                    .style(style::error)
                    .into(),
            );
        }
        if banners.is_empty() {
            return screen;
        }
        let mut page = column![];
        for banner in banners {
            page = page.push(banner);
        }
        page.push(screen).into()
    }
}

/// What went wrong with a lock, without repeating the game's id: what
/// the system said, or what happened to the lock file.
fn lock_reason(error: &StoreError) -> String {
    match error {
        StoreError::CannotLock { source, .. } => source.to_string(),
        StoreError::LockLost { why, .. } => why.clone(),
        StoreError::ChangedOutside { change, .. } => i18n::file_change(*change),
        other => i18n::store_error(other),
    }
}

fn offer_button<'a>(label: String, offer: Offer, look: Look) -> Element<'a, Message> {
    frame::touch_button(
        label,
        style::BODY,
        look,
        Some(Message::Offer(offer)),
        frame::Scale { grow: 1.0 },
    )
    .into()
}

/// A banner across the top of the window.
fn banner(content: Element<'_, Message>) -> Element<'_, Message> {
    container(content)
        .padding([6, 10])
        .width(Fill)
        .style(style::error)
        .into()
}

/// Runs blocking disk work from an async task without holding up the
/// executor's other tasks (tokio moves them to another worker meanwhile;
/// outside a runtime it simply runs).
pub(crate) fn blocking<T>(work: impl FnOnce() -> T) -> T {
    tokio::task::block_in_place(work)
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
