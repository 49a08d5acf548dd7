//! The home screen as the running app opens it: painted at once, with the
//! saved games filled in when the background listing arrives; and how the
//! screens around the game look (snapshots of the setup and the settings,
//! which show no dates or paths, in both themes).

mod snapshot;

mod ui;

use chrono::Utc;
use iced_test::{Error, Simulator};
use meeple_companion::app::{self, App, Message, Screen};
use meeple_companion::engine::notation;
use meeple_companion::store::{SavedGame, Store, StoreError};

fn simulator(app: &App) -> Simulator<'_, Message> {
    sized(app, 800.0)
}

/// The app in a window 1280 px wide and `height` high.
fn sized(app: &App, height: f32) -> Simulator<'_, Message> {
    Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1280.0, height),
        app.view(),
    )
}

fn save_a_game(store: &Store) {
    let game = notation::run(
        "player Anna red\nplayer Bert blue\nscore city 8 Anna\n",
        Utc::now,
    )
    .unwrap();
    let saved = SavedGame {
        id: store.new_id(Utc::now()),
        created: Utc::now(),
        game,
    };
    store.save(&saved).unwrap();
}

#[test]
fn home_paints_before_the_games_are_listed() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    save_a_game(&store);

    let (mut app, _listing) =
        App::open_with(Ok(store.clone()), None, std::sync::Arc::new(ui::clock()));
    {
        let mut ui = simulator(&app);
        let _ = ui.find("Looking for saved games…")?;
        assert!(ui.find("Anna").is_err());
    }
    // What the listing task hands back.
    ui::update(&mut app, Message::Listed(store.list()));
    let mut ui = simulator(&app);
    let _ = ui.find("Anna")?;
    let _ = ui.find("8")?;
    assert!(ui.find("Looking for saved games…").is_err());
    Ok(())
}

#[test]
fn a_game_that_fails_to_load_says_why_on_home() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _listing) = App::open_with(
        Ok(Store::at(dir.path())),
        None,
        std::sync::Arc::new(ui::clock()),
    );
    ui::update(&mut app, Message::Listed(Vec::new()));
    ui::update(
        &mut app,
        Message::Loaded(Err(StoreError::NotFound("g".into()))),
    );
    assert!(matches!(app.screen(), Screen::Home(_)));
    let _ = simulator(&app).find("This game could not be opened: there is no saved game \"g\"")?;
    Ok(())
}

#[test]
fn a_long_list_shows_a_page_of_games_then_more_on_demand() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    // One more than a page and ten: the last played is on the Resume
    // card, not in the list (issue 32).
    for _ in 0..app::home::PAGE + 11 {
        save_a_game(&store);
    }
    let mut app = ui::app_on(Ok(store));
    let more = "Show 10 more (10 not shown)";
    // The button sits below the fold, where the simulator cannot click.
    let _ = simulator(&app).find(more)?;
    ui::update(&mut app, Message::Home(app::home::Message::ShowMore));
    assert!(simulator(&app).find(more).is_err());
    Ok(())
}

/// The setup with four players and every expansion on (in a window tall
/// enough to show the whole page, expansions and their options too), and
/// the settings, in the app's light and dark themes, as last looked at
/// (`MEEPLE_COMPANION_BLESS=1` after looking at `target/snapshots/`).
#[test]
fn the_setup_and_the_settings_look_the_same() -> Result<(), Error> {
    use meeple_companion::app::{design, home, setup};
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::app_on(Ok(Store::at(dir.path())));
    ui::update(&mut app, Message::Home(home::Message::NewGame));
    for (seat, name) in ["Anna", "Bert", "Cleo", "Dirk"].iter().enumerate() {
        if seat >= 2 {
            ui::update(&mut app, Message::Setup(setup::Message::Add));
        }
        ui::update(
            &mut app,
            Message::Setup(setup::Message::Name(seat, (*name).into())),
        );
    }
    for on in [
        setup::Message::from(setup::saint_nicholas::Choice::Switch(true)),
        setup::Message::from(setup::messages::Choice::Switch(true)),
        setup::Message::from(setup::gold::Choice::Switch(true)),
        setup::Message::from(setup::christmas::Choice::Switch(true)),
    ] {
        ui::update(&mut app, Message::Setup(on));
    }
    assert!(matches!(app.screen(), Screen::Setup(_)));
    for (dark, name) in [(false, "setup_light"), (true, "setup_dark")] {
        let mut ui = sized(&app, 3000.0);
        snapshot::assert_matches(
            &ui.snapshot(&design::theme(dark))?,
            &format!("tests/snapshots/{name}"),
        )?;
    }
    let mut app = ui::app_on(Ok(Store::at(dir.path())));
    ui::update(&mut app, Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), Screen::Settings(_)));
    for (dark, name) in [(false, "settings_light"), (true, "settings_dark")] {
        let mut ui = simulator(&app);
        snapshot::assert_matches(
            &ui.snapshot(&design::theme(dark))?,
            &format!("tests/snapshots/{name}"),
        )?;
    }
    Ok(())
}
