//! The iced desktop GUI. The app owns the screens and carries out what
//! they ask for: switching screens and saving games. Screens only map
//! clicks to engine commands and engine state to widgets. Everything that
//! touches the disk (listing, loading, saving, exporting) runs in a `Task`,
//! so no screen waits for it to paint.

mod acting;
mod awake;
pub mod chart;
mod chrome;
pub mod clock;
pub mod design;
pub mod desktop;
mod door;
mod env;
pub mod game;
mod handle;
pub mod home;
pub mod icons;
pub mod kept;
pub mod kit;
pub mod palette;
pub mod settings;
pub mod setup;
pub mod share;
pub mod speech;
pub mod stats;
pub mod style;
pub mod summary;
pub mod track;

use std::path::PathBuf;
use std::sync::Arc;

use iced::{Subscription, Task, Theme, keyboard};

use crate::engine::{Game, Setup};
use crate::i18n;
use crate::store::{
    CheckCache, GameLock, Listing, SavedGame, Settings, SettingsFile, Store, StoreError,
};
use crate::t;
use crate::table::Table;

pub use game::GameScreen;
pub use home::Home;
pub use settings::SettingsScreen;
pub use setup::SetupScreen;
pub use stats::StatsScreen;
pub use summary::SummaryScreen;

pub use crate::table::ReadOnly;
pub use clock::{Clock, SystemClock};

/// How long after Home's first listing its full check starts: the window
/// paints first.
pub const CHECK_AFTER: std::time::Duration = std::time::Duration::from_millis(1000);
pub use crate::table::{RETRY_AFTER, Saved};

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
    /// The stats across the ended games.
    Stats(Box<StatsScreen>),
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
    /// On the stats screen.
    Stats(stats::Message),
    /// The evening the game of this id on the results is part of, read.
    Evening(String, Option<Box<crate::stats::Evening>>),
    /// The ended games of the folder read for the stats, with the cache
    /// that learnt them.
    StatsRead(Arc<crate::stats::Folder>, CheckCache),
    /// The settings file was written, or not.
    SettingsSaved(Result<(), StoreError>),
    /// The speech service answered the check made when speech or the
    /// sounds were turned on: its trouble, if any, for Settings.
    SpeechChecked(Option<speech::Trouble>),
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
    /// A new game's id and its lock (or why not), taken off the update
    /// thread: the game begins.
    Begun(Box<Game>, chrono::DateTime<chrono::Utc>, String, Lock),
    /// The lock on a saved game to resume (or why not), taken off the
    /// update thread: the game is read next.
    LockedToRead(String, Lock),
    /// A new id and its lock for *Save as a new game*, or why not.
    LockedAsNew(Result<(String, Arc<GameLock>), StoreError>),
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
    /// The server the panel asked for was started, or not.
    ShareStarted(share::Started),
    /// The server of this number has pages connected or links claimed.
    ShareStatus(u64, crate::share::Status),
    /// A phone asks to act for its player (`acting.rs`).
    PhoneAsked(crate::share::Asked),
}

/// A game's lock taken for this window, or why it could not be.
pub type Lock = Result<Arc<GameLock>, StoreError>;

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

/// The app: the screen on show and the way between screens, the window,
/// the settings; the game on show is the [`Table`]'s.
#[derive(Debug)]
pub struct App {
    /// The game on show and what keeps it safe.
    table: Table,
    screen: Screen,
    /// What the retries and Home's full check wait on.
    clock: Arc<dyn Clock>,
    /// The theme and language the environment and the system ask for.
    env: env::Environment,
    /// The settings, their file and what went wrong with it.
    prefs: env::Prefs,
    /// The window was asked to close, or to leave the game on show, while
    /// that would lose changes: the question is on show.
    leaving: Option<Leaving>,
    /// What Home keeps between visits.
    home: HomeKeep,
    /// Keeping the screen awake while a game is open.
    awake: Keeping,
    /// The window itself: full screen, and its repaints.
    window: Window,
    /// *Phones and TV*: the pages, their links and servers.
    phones: Phones,
    /// What the table hears (issue 33).
    speaking: Speaking,
}

/// What the table hears: the speaker and what it has asked already.
#[derive(Debug, Default)]
struct Speaking {
    speaker: speech::Speaker,
    /// The holds whose question was spoken (a question is spoken once).
    asked: Vec<crate::engine::Hold>,
    /// Speech switched on or off from the game's Menu, for this run.
    this_run: Option<bool>,
}

/// What Home keeps between its visits.
#[derive(Debug, Default)]
struct HomeKeep {
    /// What the full check of the listing learnt.
    cache: Option<CheckCache>,
    /// Where that cache is kept (the config folder), read in the background.
    cache_dir: Option<PathBuf>,
    /// Unreadable files the table hid from Home for this run; the files
    /// themselves are never touched.
    hidden: Vec<String>,
}

/// Keeping the screen awake while a game is open.
#[derive(Debug, Default)]
struct Keeping {
    /// Whether the system is asked at all (the running app; an app made
    /// for a test has no screen).
    system: bool,
    awake: awake::Awake,
}

/// The window's own state.
#[derive(Debug, Default)]
struct Window {
    /// Screens shown so far (the background's nudge, see [`App::style`]).
    screen_changes: u32,
    /// Whether the window fills the screen (F11).
    fullscreen: bool,
}

/// *Phones and TV* for the game on show.
#[derive(Debug, Default)]
struct Phones {
    /// The panel and its server, once asked for.
    sharing: Option<share::Sharing>,
    /// The players' private links, kept for the app's run so a phone that
    /// claimed one keeps it while the game is closed and opened again; they
    /// follow their players into the game on show (`share::Sharing`).
    links: Option<Arc<crate::share::Links>>,
    /// Counts the servers started, to tell their news apart.
    servers: u64,
    /// The servers' limits (lower in tests).
    limits: crate::share::Limits,
    /// The phones' requests taken, waiting for their saves, by number.
    waiting: std::collections::HashMap<u64, crate::share::Answering>,
    /// Numbers the phones' requests (one more each).
    requests: u64,
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
            app.prefs.problem = problem;
        }
        app.env.system_language = i18n::system_language();
        app.awake.system = true;
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
            app.home.cache_dir = Some(file.dir().to_path_buf());
            app.use_settings(file);
            app.apply_language();
        }
        let task = app.go_home();
        (app, task)
    }

    /// The app on the home screen of this store, painted at once; the task
    /// lists the saved games in the background and fills them in.
    pub fn open(store: Result<Store, StoreError>) -> (App, Task<Message>) {
        App::open_with(store, None, Arc::new(SystemClock))
    }

    fn new(store: Result<Store, StoreError>, clock: Arc<dyn Clock>) -> App {
        kit::load_fonts();
        App {
            table: Table::new(store),
            screen: Screen::Home(Home::loading()),
            clock,
            env: env::Environment::read(),
            prefs: env::Prefs::default(),
            leaving: None,
            home: HomeKeep::default(),
            awake: Keeping::default(),
            window: Window::default(),
            phones: Phones::default(),
            speaking: Speaking::default(),
        }
    }

    /// The settings in use.
    pub fn settings(&self) -> &Settings {
        &self.prefs.settings
    }

    /// How large everything is drawn: 1 is the normal size. Saved in the
    /// settings.
    pub fn scale(&self) -> f32 {
        self.prefs.settings.scale
    }

    /// Whether the screen is being kept awake (only while a game is open,
    /// and only in the running app, not in tests).
    pub fn keeps_awake(&self) -> bool {
        self.awake.awake.is_kept()
    }

    /// The game on show and what keeps it safe.
    pub fn table(&self) -> &Table {
        &self.table
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

    /// Speaks to the speech service at `socket` from now on (never
    /// starting it), rather than to the system's: for tests.
    pub fn speak_to(&mut self, socket: PathBuf) {
        self.speaking.speaker = speech::Speaker::new(speech::Endpoint {
            socket: Some(socket),
            spawn: false,
        });
    }

    /// What went wrong with the speech service, if anything did.
    pub fn speech_trouble(&self) -> Option<speech::Trouble> {
        self.speaking.speaker.trouble()
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
            | Message::Stats(_)
            | Message::Key(keyboard::Event::KeyPressed { .. }) => true,
            // A key let go, or the modifiers the window reports on every
            // click (X11), is no action: the code stays for its player.
            _ => false,
        };
        if action && let Some(sharing) = &mut self.phones.sharing {
            sharing.hide_code();
        }
        let task = self.handle(message);
        let evening = self.read_evening();
        self.publish();
        match evening {
            Some(evening) => Task::batch([task, evening]),
            None => task,
        }
    }

    fn show(&mut self, screen: Screen) {
        self.screen = screen;
        // The play clock runs while the game screen is on show.
        match &self.screen {
            Screen::Game(_) => {}
            _ => self.table.stop_playing(),
        }
        // The pages stop when their game is closed; the results of the
        // same game still show on them.
        let shown = self.shown_game().map(|saved| saved.id.clone());
        if self.phones.sharing.as_ref().map(|s| s.game_id().to_owned()) != shown {
            self.phones.sharing = None;
        }
        self.window.screen_changes = self.window.screen_changes.wrapping_add(1);
        // Tests run without a window: no need to ask the system.
        let open = matches!(self.screen, Screen::Game(_));
        let keep = open && self.prefs.settings.keep_awake && self.awake.system;
        self.awake.awake.keep(keep);
    }

    /// Shows the game screen on the table's game on show, its play clock
    /// started afresh, saying `done` in its settle area.
    fn show_game_screen(&mut self, done: Option<String>) {
        let Some(saved) = self.table.game().cloned() else {
            return;
        };
        let mut screen = GameScreen::new(saved);
        screen.show_done(done);
        screen.speaking = self.speaking_offer();
        self.table.start_playing();
        self.show(Screen::Game(Box::new(screen)));
    }

    /// The theme's window style, its background nudged by an invisible
    /// amount on every screen change. tiny-skia repaints only the parts of
    /// the window it thinks changed and sometimes misjudges them (see
    /// iced-rs/iced#3032), which left bits of the old screen behind; a new
    /// background colour makes it repaint the whole window once.
    fn style(&self, theme: &Theme) -> iced::theme::Style {
        let mut style = iced::theme::Base::base(theme);
        if self.window.screen_changes % 2 == 1 {
            let nudge = if style.background_color.b > 0.5 {
                -1e-4
            } else {
                1e-4
            };
            style.background_color.b += nudge;
        }
        style
    }

    /// The game on show on the game screen or its results (not while its
    /// setup is being fixed).
    fn shown_game(&self) -> Option<&SavedGame> {
        match &self.screen {
            Screen::Game(_) | Screen::Summary(_) => self.table.game().map(|saved| &**saved),
            Screen::Home(_) | Screen::Setup(_) | Screen::Settings(_) | Screen::Stats(_) => None,
        }
    }

    /// Sets the limits of the servers started from now on (tests set
    /// them lower so a keep-alive comes in milliseconds).
    pub fn set_share_limits(&mut self, limits: crate::share::Limits) {
        self.phones.limits = limits;
    }

    /// *Phones and TV* of the game on show, if it was opened.
    pub fn sharing(&self) -> Option<&share::Sharing> {
        self.phones.sharing.as_ref()
    }

    /// How many changes would be lost if the window closed now: those the
    /// disk is behind on, and those made while read-only. A change is a
    /// command, an undo or a redo done in this window (a new game, a fixed
    /// setup and a pause are one each); trying a save again is none.
    pub fn unsaved_changes(&self) -> u64 {
        self.table.unsaved_changes()
    }

    /// What the banner on top of every screen says, if anything: that the
    /// game on show is read-only here, or why it could not be saved.
    pub fn banner(&self) -> Option<String> {
        self.table.banner()
    }

    /// Why the last *Save as a new game* failed, if it did and none has
    /// worked since.
    pub fn save_as_new_problem(&self) -> Option<String> {
        self.table.save_as_new_problem()
    }

    /// Why the game on show is not saved by this window, if it is not.
    pub fn read_only(&self) -> Option<&ReadOnly> {
        self.table.read_only()
    }

    /// Where the window was going when it stopped to ask, if it did.
    pub fn leaving(&self) -> Option<&Leaving> {
        self.leaving.as_ref()
    }
}

/// Runs blocking disk work from an async task without holding up the
/// executor's other tasks (tokio moves them to another worker meanwhile;
/// outside a runtime it simply runs).
pub(crate) fn blocking<T>(work: impl FnOnce() -> T) -> T {
    tokio::task::block_in_place(work)
}

/// Forces the theme, for desktops that do not report their setting.
pub const THEME_VAR: &str = "MEEPLE_COMPANION_THEME";

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
