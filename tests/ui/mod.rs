//! Driving the app in iced's headless simulator, for the GUI tests: clicks
//! become messages, which are fed back to the app, as the runtime would.

#![allow(dead_code)]

use iced_test::selector::id;
use iced_test::{Error, Simulator};
use meeple_companion::app::{self, App, Message, Screen};
use meeple_companion::store::Store;

pub fn app(dir: &tempfile::TempDir) -> App {
    App::with_store(Ok(Store::at(dir.path())))
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
    for message in ui.into_messages() {
        let _ = app.update(message);
    }
    Ok(())
}

pub fn type_name(app: &mut App, seat: usize, name: &str) -> Result<(), Error> {
    let mut ui = simulator(app);
    let _ = ui.click(id(format!("name-{seat}")))?;
    let _ = ui.typewrite(name);
    for message in ui.into_messages() {
        let _ = app.update(message);
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
        let _ = app.update(message);
    }
    Ok(())
}

/// Every text on screen at 1280×800, in the order of the widget tree: to
/// say what is there when a test does not find what it looks for.
pub fn texts(app: &App) -> Vec<String> {
    use iced_runtime::core::widget::{Id, Operation};
    use iced_runtime::user_interface::{Cache, UserInterface};
    struct Texts(Vec<String>);
    impl Operation for Texts {
        fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
            operate(self);
        }
        fn text(&mut self, _id: Option<&Id>, _bounds: iced::Rectangle, text: &str) {
            self.0.push(text.to_owned());
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

/// Taps the keypad's keys for the digits of `digits` (the totals show
/// numbers too, so the keys are found by their ids).
pub fn keypad(app: &mut App, digits: &str) -> Result<(), Error> {
    for digit in digits.chars() {
        let mut ui = simulator(app);
        let _ = ui.click(id(format!("key-{digit}")))?;
        for message in ui.into_messages() {
            let _ = app.update(message);
        }
    }
    Ok(())
}
