//! The first run of a newcomer, in iced's headless simulator: Enter in a
//! name field of Setup moves on (to the next name, from the last to the
//! expansions) instead of starting the game with the expansions unseen;
//! Ctrl+Enter starts it (in a name field or anywhere on the screen); Home
//! lists the game in progress once (its Resume card, with its Delete),
//! not again in the list below; About in Settings says the version, the
//! licence, where the manual is and that this is an unofficial companion.

mod ui;
use ui::{app, click, simulator};

use iced::keyboard::{self, Key, Location, Modifiers, key};
use meeple_companion::app::{Message, Screen, home, settings, setup};
use meeple_companion::engine::notation;
use meeple_companion::store::{SavedGame, Store};

fn press(key: Key, modifiers: Modifiers) -> Message {
    Message::Key(keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
        location: Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    })
}

/// Types `name` into a seat's field and presses Enter there: the messages
/// the field sends.
fn enter_name(app: &mut meeple_companion::app::App, seat: usize, name: &str) -> Vec<Message> {
    let mut ui = simulator(app);
    let _ = ui
        .click(iced_test::selector::id(format!("name-{seat}")))
        .unwrap();
    let _ = ui.typewrite(name);
    let _ = ui.tap_key(key::Named::Enter);
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages.clone() {
        ui::update(app, message);
    }
    messages
}

fn entered(messages: &[Message]) -> Vec<usize> {
    messages
        .iter()
        .filter_map(|m| match m {
            Message::Setup(setup::Message::NameEntered(seat)) => Some(*seat),
            _ => None,
        })
        .collect()
}

#[test]
fn enter_in_a_name_moves_on_and_never_starts_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    click(&mut app, "New game").unwrap();
    click(&mut app, "Add a player").unwrap();
    for (seat, name) in ["Anna", "Bert", "Cleo"].into_iter().enumerate() {
        let messages = enter_name(&mut app, seat, name);
        assert_eq!(entered(&messages), [seat], "{messages:?}");
        assert!(
            matches!(app.screen(), Screen::Setup(_)),
            "Enter in name {seat} started the game"
        );
    }
    // What each Enter asks for: the next name, then the expansions.
    let Screen::Setup(screen) = app.screen() else {
        panic!("setup")
    };
    let mut screen = screen.clone();
    assert!(matches!(
        screen.update(setup::Message::NameEntered(0)),
        setup::Action::Focus(1)
    ));
    assert!(matches!(
        screen.update(setup::Message::NameEntered(2)),
        setup::Action::ShowExpansions
    ));
}

#[test]
fn ctrl_enter_starts_the_game_from_a_name_and_from_the_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    click(&mut app, "New game").unwrap();
    enter_name(&mut app, 0, "Anna");
    // Ctrl held (the window reports the modifiers), then Enter in a name.
    ui::update(
        &mut app,
        Message::Key(keyboard::Event::ModifiersChanged(Modifiers::CTRL)),
    );
    let messages = enter_name(&mut app, 1, "Bert");
    assert_eq!(entered(&messages), [1]);
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "Ctrl+Enter in a name: {:?}",
        app.screen()
    );

    // Ctrl+Enter with no field focused: the key reaches the screen.
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::app(&dir);
    click(&mut app, "New game").unwrap();
    enter_name(&mut app, 0, "Anna");
    enter_name(&mut app, 1, "Bert");
    ui::update(
        &mut app,
        press(Key::Named(key::Named::Enter), Modifiers::empty()),
    );
    assert!(matches!(app.screen(), Screen::Setup(_)), "Enter alone");
    ui::update(
        &mut app,
        press(Key::Named(key::Named::Enter), Modifiers::CTRL),
    );
    assert!(matches!(app.screen(), Screen::Game(_)), "Ctrl+Enter");
}

fn save(store: &Store, id: &str, script: &str) {
    let at = chrono::Utc::now();
    store
        .save(&SavedGame {
            id: id.into(),
            created: at,
            game: notation::run(script, || at).unwrap(),
        })
        .unwrap();
}

fn count(app: &meeple_companion::app::App, words: &str) -> usize {
    ui::texts(app)
        .iter()
        .filter(|t| t.as_str() == words)
        .count()
}

#[test]
fn home_lists_the_game_in_progress_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    save(
        &store,
        "evening",
        "player Anna red\nplayer Bert blue\nscore city 8 Anna\n",
    );
    let mut app = ui::app_on(Ok(store.clone()));
    ui::settle(&mut app);
    // The Resume card, and nothing more of that game below it.
    assert_eq!(count(&app, "Resume"), 1, "{:?}", ui::texts(&app));
    assert_eq!(count(&app, "Anna"), 1, "{:?}", ui::texts(&app));
    assert_eq!(count(&app, "Delete"), 1, "{:?}", ui::texts(&app));
    // Its Delete is beside the card, and it asks first.
    click(&mut app, "Delete").unwrap();
    assert!(dir.path().join("evening.json").exists());

    // With a second game in progress: the card, and the older one listed.
    save(&store, "older", "player Cleo green\nplayer Dirk black\n");
    let mut app = ui::app_on(Ok(store));
    ui::settle(&mut app);
    assert_eq!(count(&app, "Resume"), 2, "{:?}", ui::texts(&app));
}

#[test]
fn about_in_settings_says_what_a_newcomer_needs() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    ui::update(&mut app, Message::Home(home::Message::Settings));
    let words = ui::texts(&app).join("\n");
    assert!(words.contains("About"), "{words}");
    assert!(
        words.contains(&format!("Meeple Companion {}", env!("CARGO_PKG_VERSION"))),
        "{words}"
    );
    assert!(words.contains("MIT licence"), "{words}");
    assert!(words.contains("man 6 meeple-companion"), "{words}");
    assert!(words.contains("/usr/share/doc/meeple-companion"), "{words}");
    assert!(words.contains("not installed there"), "{words}");
    assert!(words.contains("unofficial companion"), "{words}");
    assert!(
        !words.contains("Apache License"),
        "the notices wait to be asked for"
    );
    // (Below the fold at the simulator's size: the button's message.)
    ui::update(
        &mut app,
        Message::Settings(settings::Message::Notices(true)),
    );
    let words = ui::texts(&app).join("\n");
    assert!(
        words.contains("Third-party notices"),
        "the notices, shown: {words}"
    );
    let pages = settings::notices_pages();
    assert!(words.contains(&format!("1 of {}", pages.len())), "{words}");
    // Every licence is a page, the fonts' last.
    assert_eq!(
        pages.iter().filter(|p| p.starts_with("Licence: ")).count(),
        settings::NOTICES.matches("\nLicence: ").count()
    );
    ui::update(
        &mut app,
        Message::Settings(settings::Message::NoticesPage(pages.len() - 1)),
    );
    let words = ui::texts(&app).join("\n");
    assert!(
        words.contains("SIL OPEN FONT LICENSE"),
        "the fonts' licence"
    );
    ui::update(
        &mut app,
        Message::Settings(settings::Message::NoticesPage(1)),
    );
    assert!(
        ui::texts(&app)
            .join("\n")
            .contains("Licence: Apache License")
    );
    ui::update(
        &mut app,
        Message::Settings(settings::Message::Notices(false)),
    );
    assert!(!ui::texts(&app).join("\n").contains("Apache License"));
}
