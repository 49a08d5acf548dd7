//! Driving the app in iced's headless simulator, for the GUI tests: clicks
//! become messages, which are fed back to the app, as the runtime would;
//! and the tasks the app returns are run as the runtime would run them
//! (its background disk work included), on this thread. Time waited for
//! (the retry of a failed save) passes only when a test says so
//! ([`advance`]).

#![allow(dead_code)]

use std::cell::RefCell;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use iced::Task;
use iced::futures::Stream;
use iced::futures::stream::BoxStream;
use iced_runtime::Action;
use iced_test::selector::id;
use iced_test::{Error, Simulator};
use meeple_companion::app::clock::Sleep;
use meeple_companion::app::{self, App, Clock, Message, Screen};
use meeple_companion::store::{SettingsFile, Store, StoreError};

/// A clock that moves only when [`advance`] moves it.
#[derive(Debug, Clone, Default)]
pub struct ManualClock {
    now: Arc<Mutex<Duration>>,
}

impl ManualClock {
    pub fn advance(&self, by: Duration) {
        *self.now.lock().unwrap() += by;
    }
}

impl Clock for ManualClock {
    fn sleep(&self, duration: Duration) -> Sleep {
        let now = Arc::clone(&self.now);
        let deadline = *now.lock().unwrap() + duration;
        Box::pin(std::future::poll_fn(move |_| {
            if *now.lock().unwrap() >= deadline {
                Poll::Ready(())
            } else {
                Poll::Pending
            }
        }))
    }
}

thread_local! {
    /// The tasks still running, per test (each test has its thread), with
    /// the app (its address) they report to.
    static PENDING: RefCell<Vec<(usize, BoxStream<'static, Action<Message>>)>> = RefCell::default();
    /// What the app put on the clipboard.
    static CLIPBOARD: RefCell<Vec<String>> = RefCell::default();
    /// How many times the app closed its window.
    static CLOSED: RefCell<usize> = RefCell::default();
    /// This test's clock.
    static CLOCK: ManualClock = ManualClock::default();
}

/// This test's clock, which every app made here uses.
pub fn clock() -> ManualClock {
    CLOCK.with(Clone::clone)
}

/// Runs `task` and everything it leads to until nothing more can happen
/// without time passing.
pub fn run(app: &mut App, task: Task<Message>) {
    start(app, task);
    settle(app);
}

fn start(app: &App, task: Task<Message>) {
    if let Some(stream) = iced_runtime::task::into_stream(task) {
        let owner = std::ptr::from_ref(app) as usize;
        PENDING.with(|pending| pending.borrow_mut().push((owner, stream)));
    }
}

/// Feeds `message` to the app and runs what it starts.
pub fn update(app: &mut App, message: Message) {
    let task = app.update(message);
    run(app, task);
}

/// Lets `by` pass on the clock and runs what was waiting for it.
pub fn advance(app: &mut App, by: Duration) {
    clock().advance(by);
    settle(app);
}

/// Notes that a task asked to be polled again (iced's tasks yield once
/// before they start).
struct Woken(std::sync::atomic::AtomicBool);

impl std::task::Wake for Woken {
    fn wake(self: Arc<Self>) {
        self.0.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Polls every running task until none moves or asks to be polled again.
pub fn settle(app: &mut App) {
    let woken = Arc::new(Woken(std::sync::atomic::AtomicBool::new(false)));
    let waker = std::task::Waker::from(Arc::clone(&woken));
    let mut cx = Context::from_waker(&waker);
    loop {
        let mut moved = woken.0.swap(false, std::sync::atomic::Ordering::SeqCst);
        let owner = std::ptr::from_ref(app) as usize;
        let (streams, others): (Vec<_>, Vec<_>) = PENDING
            .with(|pending| std::mem::take(&mut *pending.borrow_mut()))
            .into_iter()
            .partition(|(of, _)| *of == owner);
        let mut waiting = others;
        for (_, mut stream) in streams {
            loop {
                match Pin::new(&mut stream).poll_next(&mut cx) {
                    Poll::Ready(Some(action)) => {
                        moved = true;
                        perform(app, action);
                    }
                    Poll::Ready(None) => break,
                    Poll::Pending => {
                        waiting.push((owner, stream));
                        break;
                    }
                }
            }
        }
        PENDING.with(|pending| pending.borrow_mut().extend(waiting));
        if !moved && !woken.0.load(std::sync::atomic::Ordering::SeqCst) {
            return;
        }
    }
}

fn perform(app: &mut App, action: Action<Message>) {
    match action {
        Action::Output(message) => {
            let task = app.update(message);
            start(app, task);
        }
        Action::Clipboard(iced_runtime::clipboard::Action::Write { contents, .. }) => {
            CLIPBOARD.with(|c| c.borrow_mut().push(contents));
        }
        Action::Window(iced_runtime::window::Action::Close(_)) => {
            CLOSED.with(|c| *c.borrow_mut() += 1);
        }
        // Focus, window queries and the like: no window here.
        _ => {}
    }
}

/// What the app last put on the clipboard.
pub fn clipboard() -> Option<String> {
    CLIPBOARD.with(|c| c.borrow().last().cloned())
}

/// How many times the app closed its window.
pub fn closed() -> usize {
    CLOSED.with(|c| *c.borrow())
}

/// The app on Home of this store, listed (and checked) as it opens.
pub fn app_on(store: Result<Store, StoreError>) -> App {
    app_with(store, None)
}

/// An app on the game the notation `script` plays, saved in `dir` and
/// resumed from Home (the script's error, if any, named with it).
pub fn resumed(dir: &tempfile::TempDir, script: &str) -> App {
    use meeple_companion::app::home;
    use meeple_companion::engine::notation;
    let game =
        notation::run(script, chrono::Utc::now).unwrap_or_else(|e| panic!("{e:?} in\n{script}"));
    let (store, id) = saved(dir, game);
    let mut app = app_on(Ok(store));
    update(&mut app, Message::Home(home::Message::Resume(id)));
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "{:?}",
        app.screen()
    );
    app
}

/// The store of `dir` holding `game`, saved as `import` saves one, and
/// the game's id.
pub fn saved(dir: &tempfile::TempDir, game: meeple_companion::engine::Game) -> (Store, String) {
    use meeple_companion::store::SavedGame;
    let store = Store::at(dir.path());
    let saved = SavedGame {
        id: store.new_id(chrono::Utc::now()),
        created: chrono::Utc::now(),
        game,
    };
    store.save(&saved).unwrap();
    (store, saved.id)
}

/// Like [`app_on`], with the settings (and the listing cache) in `file`.
pub fn app_with(store: Result<Store, StoreError>, file: Option<SettingsFile>) -> App {
    let (mut app, task) = App::open_with(store, file, Arc::new(clock()));
    run(&mut app, task);
    // Home's full check starts once the window has had time to paint.
    advance(&mut app, app::CHECK_AFTER);
    app
}

/// A deck order of 32 cards for the notation's `shuffle` line: `top`
/// first, the rest in card order.
pub fn deck_order(top: &[u16]) -> String {
    let mut cards = top.to_vec();
    cards.extend((1..=32).filter(|n| !top.contains(n)));
    cards
        .iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn app(dir: &tempfile::TempDir) -> App {
    app_on(Ok(Store::at(dir.path())))
}

pub fn simulator(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1280.0, 800.0),
        app.view(),
    )
}

/// Clicks the widget with this text and feeds what it did to the app.
pub fn click(app: &mut App, label: &str) -> Result<(), Error> {
    let mut ui = simulator(app);
    let _ = ui.click(label)?;
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        update(app, message);
    }
    Ok(())
}

pub fn type_name(app: &mut App, seat: usize, name: &str) -> Result<(), Error> {
    let mut ui = simulator(app);
    let _ = ui.click(id(format!("name-{seat}")))?;
    let _ = ui.typewrite(name);
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        update(app, message);
    }
    Ok(())
}

pub fn totals(app: &App) -> Vec<u32> {
    match app.screen() {
        Screen::Game(game) => game.saved().game.state().totals(),
        Screen::Summary(_) => vec![],
        other => panic!("not in a game: {other:?}"),
    }
}

pub fn started(dir: &tempfile::TempDir, names: &[&str]) -> Result<App, Error> {
    let mut app = app(dir);
    click(&mut app, "New game")?;
    assert!(matches!(app.screen(), Screen::Setup(_)));
    for _ in 2..names.len() {
        click(&mut app, "Add a player")?;
    }
    for (seat, name) in names.iter().enumerate() {
        type_name(&mut app, seat, name)?;
    }
    click(&mut app, "Start game")?;
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "{:?}",
        app.screen()
    );
    Ok(app)
}

/// The simulator at the smallest window the app allows.
pub fn smallest(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1100.0, 700.0),
        app.view(),
    )
}

/// Clicks the widget with this text in a window tall enough for the whole
/// of a screen that scrolls (the setup with its expansions).
pub fn click_tall(app: &mut App, label: &str) -> Result<(), Error> {
    let mut ui = Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1280.0, 3200.0),
        app.view(),
    );
    let _ = ui.click(label)?;
    for message in ui.into_messages() {
        update(app, message);
    }
    Ok(())
}

/// Every text on screen at 1280×800, in the order of the widget tree: to
/// say what is there when a test does not find what it looks for.
pub fn texts(app: &App) -> Vec<String> {
    placed(app).into_iter().map(|(text, _)| text).collect()
}

/// Every text on screen at 1280×800 with its bounds, in the order of the
/// widget tree.
pub fn placed(app: &App) -> Vec<(String, iced::Rectangle)> {
    use iced_runtime::core::widget::{Id, Operation};
    use iced_runtime::user_interface::{Cache, UserInterface};
    struct Texts(Vec<(String, iced::Rectangle)>);
    impl Operation for Texts {
        fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
            operate(self);
        }
        fn text(&mut self, _id: Option<&Id>, bounds: iced::Rectangle, text: &str) {
            self.0.push((text.to_owned(), bounds));
        }
    }
    let mut renderer = iced::Renderer::new(app::FONT, iced::Pixels(16.0));
    let mut ui = UserInterface::build(
        app.view(),
        iced::Size::new(1280.0, 800.0),
        Cache::default(),
        &mut renderer,
    );
    let mut texts = Texts(Vec::new());
    ui.operate(&renderer, &mut texts);
    texts.0
}

/// The totals the game screen shows, by seat (at 1280×800): what the
/// table reads, which in the final scoring holds the steps reached.
pub fn shown_totals(app: &App) -> Vec<u32> {
    use iced_runtime::core::widget::{Id, Operation};
    use iced_runtime::user_interface::{Cache, UserInterface};
    #[derive(Default)]
    struct Totals {
        seat: Option<usize>,
        found: Vec<(usize, u32)>,
    }
    impl Operation for Totals {
        fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
            operate(self);
        }
        fn container(&mut self, id: Option<&Id>, _bounds: iced::Rectangle) {
            let name = id.map(|id| format!("{id:?}")).unwrap_or_default();
            self.seat = name
                .split('"')
                .nth(1)
                .and_then(|n| n.strip_prefix("total-"))
                .and_then(|n| n.parse().ok());
        }
        fn text(&mut self, _id: Option<&Id>, _bounds: iced::Rectangle, text: &str) {
            if let Some(seat) = self.seat.take() {
                self.found
                    .push((seat, text.parse().expect("a total is a number")));
            }
        }
    }
    let mut renderer = iced::Renderer::new(app::FONT, iced::Pixels(16.0));
    let mut ui = UserInterface::build(
        app.view(),
        iced::Size::new(1280.0, 800.0),
        Cache::default(),
        &mut renderer,
    );
    let mut totals = Totals::default();
    ui.operate(&renderer, &mut totals);
    totals.found.sort_unstable();
    totals.found.into_iter().map(|(_, total)| total).collect()
}

/// Taps the keypad's keys for the digits of `digits` (the totals show
/// numbers too, so the keys are found by their ids).
pub fn keypad(app: &mut App, digits: &str) -> Result<(), Error> {
    for digit in digits.chars() {
        let mut ui = simulator(app);
        let _ = ui.click(id(format!("key-{digit}")))?;
        for message in ui.into_messages() {
            update(app, message);
        }
    }
    Ok(())
}

/// How many tasks are still running.
pub fn pending() -> usize {
    PENDING.with(|pending| pending.borrow().len())
}

/// Whether Home shows `name` with `total` beside it (the name and the
/// total are texts of their own, side by side).
pub fn shows_player(app: &App, name: &str, total: u32) -> bool {
    let total = total.to_string();
    texts(app).windows(2).any(|w| w[0] == name && w[1] == total)
}
