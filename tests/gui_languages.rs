//! The app in every language: the settings screen switches the language
//! and theme at once and saves them, and every screen of a game keeps its
//! controls on screen at the smallest window in every language (German
//! words are long).
//!
//! The language on show is process-wide, so these tests live in their own
//! binary and take turns through [`LANGUAGE`]. With `MEEPLE_COMPANION_SHOTS`
//! set to a folder, each screen is also written there as a PNG to look at.

mod ui;

use std::sync::Mutex;

use iced::Theme;
use iced_test::selector::id;
use iced_test::{Error, Simulator};
use meeple_companion::app::{App, Message, Screen};
use meeple_companion::engine::{Figure, Kind};
use meeple_companion::i18n::{self, Language, figure_name, kind_name};
use meeple_companion::store::{SettingsFile, Store, ThemeChoice};
use meeple_companion::t;
use ui::{click, simulator, smallest};

/// Held by every test that shows a language other than English.
static LANGUAGE: Mutex<()> = Mutex::new(());

fn lock() -> std::sync::MutexGuard<'static, ()> {
    LANGUAGE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Puts English back when a test ends, even by a panic.
struct English;

impl Drop for English {
    fn drop(&mut self) {
        i18n::set_language(Language::English);
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Writes what the simulator shows to the shots folder, if one is set.
fn shot(ui: &mut Simulator<'_, Message>, name: &str) -> Result<(), Error> {
    if let Some(dir) = std::env::var_os("MEEPLE_COMPANION_SHOTS") {
        let path = std::path::Path::new(&dir).join(format!("{name}.png"));
        let _ = std::fs::remove_file(&path);
        let _ = ui.snapshot(&Theme::Light)?.matches_image(path)?;
    }
    Ok(())
}

/// What a screen must show, by a language-independent key and the text.
type Labels = Vec<(String, String)>;

/// The labels from their ids in the language on show.
fn ids(ids: &[&str]) -> Labels {
    ids.iter().map(|id| (id.to_string(), t!(id))).collect()
}

/// Clicks each label in one simulator at the smallest window and returns
/// the keys of those not found or not visible, with the screen's name.
fn hidden(app: &App, labels: &Labels, screen: &str, code: &str) -> Result<Vec<String>, Error> {
    let mut ui = smallest(app);
    shot(&mut ui, &format!("{code}-{screen}"))?;
    Ok(labels
        .iter()
        .filter(|(_, label)| ui.click(label.as_str()).is_err())
        .map(|(key, _)| format!("{screen}: {key}"))
        .collect())
}

/// A window tall enough for the whole setup, which is not what is tested.
fn tall(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(
        iced::Settings {
            default_font: meeple_companion::app::FONT,
            ..iced::Settings::default()
        },
        (1280.0, 3200.0),
        app.view(),
    )
}

fn setup_click(app: &mut App, label: &str) -> Result<(), Error> {
    let mut ui = tall(app);
    let _ = ui.click(label)?;
    for message in ui.into_messages() {
        ui::update(app, message);
    }
    Ok(())
}

fn type_name(app: &mut App, seat: usize, name: &str) -> Result<(), Error> {
    let mut ui = tall(app);
    let _ = ui.click(id(format!("name-{seat}")))?;
    let _ = ui.typewrite(name);
    for message in ui.into_messages() {
        ui::update(app, message);
    }
    Ok(())
}

/// A game with four long-named players and every expansion on (Saint
/// Nicholas, The Messages, Gold Mines, Christmas Present), set up
/// through the screens in the language on show.
fn game_with_everything(dir: &tempfile::TempDir) -> Result<App, Error> {
    let mut app = ui::app(dir);
    click(&mut app, &t!("home-new-game"))?;
    let names = [
        "Annemarie Hohenzollern",
        "Bartholomäus Schmidt",
        "Grzegorz Brzęczyszczyk",
        "Dirk-Jan van Oldenbarnev",
    ];
    for _ in 2..names.len() {
        setup_click(&mut app, &t!("setup-add-player"))?;
    }
    for (seat, name) in names.iter().enumerate() {
        type_name(&mut app, seat, name)?;
    }
    for expansion in ["setup-sn", "setup-msg", "setup-gold", "setup-xp"] {
        setup_click(&mut app, &t!(expansion))?;
    }
    setup_click(&mut app, &t!("setup-start"))?;
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "{:?}",
        app.screen()
    );
    Ok(app)
}

/// The controls of every screen of a game that are not clickable at
/// 1100×700 in this language.
fn game_screens_hidden(language: Language) -> Result<Vec<String>, Error> {
    i18n::set_language(language);
    let code = language.code();
    let dir = tempfile::tempdir().unwrap();
    let mut app = game_with_everything(&dir)?;
    let mut missing = Vec::new();

    let kinds: Vec<String> = [Kind::Road, Kind::City, Kind::Cloister, Kind::Farm]
        .map(|kind| capitalised(&kind_name(kind)))
        .to_vec();
    let mut labels: Labels = ["road", "city", "cloister", "farm"]
        .into_iter()
        .map(String::from)
        .zip(kinds.iter().cloned())
        .collect();
    labels.extend(ids(&[
        "entry-score",
        "entry-end-turn",
        "entry-another-tile",
        "game-undo",
        "game-history",
        "game-menu",
        "gold-tile",
    ]));
    labels.extend(["1", "5", "9"].map(|key| (key.to_owned(), key.to_owned())));
    for deck in ["christmas-deck-cloister", "christmas-deck-roadside"] {
        labels.push((
            format!("xp-draw {deck}"),
            t!("xp-draw", deck = t!(deck), count = 32),
        ));
    }
    missing.extend(hidden(&app, &labels, "game", code)?);

    // The rarer tools, in the menu.
    ui::update(
        &mut app,
        Message::Game(meeple_companion::app::game::Message::Menu(true)),
    );
    let labels = ids(&[
        "entry-extra-turn",
        "entry-final-scoring",
        "game-redo",
        "game-export",
        "game-home",
    ]);
    missing.extend(hidden(&app, &labels, "menu", code)?);
    ui::update(
        &mut app,
        Message::Game(meeple_companion::app::game::Message::Menu(false)),
    );

    // The panels' own pages.
    click(&mut app, &t!("xp-tab"))?;
    let labels = vec![("xp-discard-pile".into(), t!("xp-discard-pile", count = 0))];
    missing.extend(hidden(&app, &labels, "cards", code)?);
    click(&mut app, &t!("gold-title"))?;
    let labels = ids(&["gold-award"]);
    missing.extend(hidden(&app, &labels, "gold page", code)?);
    click(&mut app, &t!("mode-points"))?;

    // Points typed: the figure choice of The Messages shows.
    click(&mut app, "5")?;
    let landing = t!(
        "msg-landing-dark",
        figure = figure_name(Figure::Meeple),
        space = 5
    );
    let mut labels = ids(&["entry-tile-done"]);
    labels.push(("msg-landing-dark".into(), landing));
    labels.push(("city".into(), kinds[1].clone()));
    missing.extend(hidden(&app, &labels, "typed", code)?);

    // A city lands the meeple on 5; closing the round draws a message.
    click(&mut app, &kinds[1])?;
    click(&mut app, &t!("entry-tile-done"))?;
    let labels = ids(&["msg-panel-take-two", "game-undo"]);
    missing.extend(hidden(&app, &labels, "message", code)?);
    click(&mut app, &t!("msg-panel-take-two"))?;

    // The gold award panel, from the gold's page.
    click(&mut app, &t!("gold-tile"))?;
    click(&mut app, &t!("gold-title"))?;
    click(&mut app, &t!("gold-award"))?;
    let labels = ids(&["gold-cancel", "gold-confirm", "gold-add-pool"]);
    missing.extend(hidden(&app, &labels, "gold", code)?);
    click(&mut app, &t!("gold-cancel"))?;

    // The history, and back.
    click(&mut app, &t!("game-history"))?;
    let labels = ids(&["game-score-entry", "history-rewind"]);
    missing.extend(hidden(&app, &labels, "history", code)?);
    click(&mut app, &t!("game-score-entry"))?;

    // Final scoring, from the menu: asked first, then step by step (Next
    // to each, in the corner), then the results.
    click(&mut app, &t!("game-menu"))?;
    click(&mut app, &t!("entry-final-scoring"))?;
    let labels = ids(&["ask-final-scoring-yes", "ask-cancel"]);
    missing.extend(hidden(&app, &labels, "ask-final", code)?);
    ui::update(
        &mut app,
        Message::Game(meeple_companion::app::game::Message::ConfirmFinalScoring),
    );
    let steps = [
        "final-step-merged",
        "final-step-end-cards",
        "final-step-features",
        "final-step-deferred",
        "final-step-gold",
        "final-step-results",
    ];
    let labels = vec![(
        "final-next".to_owned(),
        t!("final-next", step = t!(steps[1])),
    )];
    missing.extend(hidden(&app, &labels, "final", code)?);
    for (i, step) in steps.iter().enumerate().skip(1) {
        click(&mut app, &t!("final-next", step = t!(step)))?;
        let mut labels = match steps.get(i + 1) {
            Some(next) => vec![("final-next".to_owned(), t!("final-next", step = t!(next)))],
            None => ids(&["entry-end-game"]),
        };
        if *step == "final-step-features" {
            labels.extend(
                ["road", "city", "cloister", "farm"]
                    .into_iter()
                    .map(String::from)
                    .zip(kinds.iter().cloned()),
            );
            labels.extend(ids(&["final-add-key"]));
        }
        missing.extend(hidden(&app, &labels, step, code)?);
    }
    click(&mut app, &t!("entry-end-game"))?;
    assert!(matches!(app.screen(), Screen::Summary(_)));
    let labels = ids(&["summary-back-to-game", "game-export", "game-home"]);
    missing.extend(hidden(&app, &labels, "summary", code)?);
    click(&mut app, &t!("game-home"))?;
    let labels = ids(&["home-new-game", "home-settings"]);
    missing.extend(hidden(&app, &labels, "home", code)?);
    click(&mut app, &t!("home-settings"))?;
    let mut labels: Labels = Language::ALL
        .iter()
        .map(|l| (l.code().to_owned(), l.native_name().to_owned()))
        .collect();
    labels.extend(ids(&[
        "settings-back",
        "settings-theme-light",
        "settings-theme-dark",
        "settings-keep-awake",
    ]));
    missing.extend(hidden(&app, &labels, "settings", code)?);
    Ok(missing)
}

#[test]
fn every_game_screen_fits_the_smallest_window_in_every_language() -> Result<(), Error> {
    let _turn = lock();
    let _english = English;
    let english = game_screens_hidden(Language::English)?;
    // What English cannot show is a layout matter, not a language one; the
    // core of play must show in any case.
    if !english.is_empty() {
        eprintln!("hidden at 1100×700 in English too: {english:?}");
    }
    for core in [
        "game: entry-score",
        "game: entry-end-turn",
        "game: city",
        "typed: msg-landing-dark",
    ] {
        assert!(
            !english.contains(&core.to_owned()),
            "{core} is hidden in English"
        );
    }
    let mut problems = Vec::new();
    for language in Language::ALL.into_iter().skip(1) {
        let hidden = game_screens_hidden(language)?;
        let worse: Vec<&String> = hidden.iter().filter(|h| !english.contains(h)).collect();
        if !worse.is_empty() {
            problems.push(format!("{}: {worse:?}", language.code()));
        }
    }
    assert!(
        problems.is_empty(),
        "not clickable at 1100×700 though English fits: {problems:#?}"
    );
    Ok(())
}

#[test]
fn the_settings_screen_switches_language_and_theme_and_remembers_them() -> Result<(), Error> {
    let _turn = lock();
    let _english = English;
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let file = SettingsFile::at(&config);
    let store = || Ok(Store::at(dir.path().join("games")));
    let mut app = ui::app_with(store(), Some(file.clone()));

    click(&mut app, "Settings")?;
    assert!(matches!(app.screen(), Screen::Settings(_)));
    click(&mut app, "Deutsch")?;
    // Every text changes at once, this screen's included.
    let _ = simulator(&app).find("Einstellungen")?;
    click(&mut app, "Dunkel")?;
    assert_eq!(app.settings().theme, ThemeChoice::Dark);
    click(&mut app, "Zurück")?;
    let _ = simulator(&app).find("Neues Spiel")?;

    let saved = std::fs::read_to_string(file.path()).unwrap();
    assert!(saved.contains("\"language\": \"de\""), "{saved}");
    assert!(saved.contains("\"theme\": \"dark\""), "{saved}");

    // The next start shows the saved language.
    i18n::set_language(Language::English);
    let mut app = ui::app_with(store(), Some(file.clone()));
    assert_eq!(i18n::language(), Language::German);
    click(&mut app, "Einstellungen")?;
    click(&mut app, "Polski")?;
    click(&mut app, "Wstecz")?;
    let _ = simulator(&app).find("Nowa gra")?;
    Ok(())
}

#[test]
fn a_broken_settings_file_gives_the_defaults_and_says_so() -> Result<(), Error> {
    let _turn = lock();
    let _english = English;
    let dir = tempfile::tempdir().unwrap();
    let file = SettingsFile::at(dir.path());
    std::fs::write(file.path(), "{\"language\": \"nl\",").unwrap();
    let mut app = ui::app_with(Ok(Store::at(dir.path().join("games"))), Some(file.clone()));
    assert_eq!(i18n::language(), Language::English);
    let _ = simulator(&app).find(
        "The settings file could not be read (the file ends too early; it was probably cut \
         off while being written), so the defaults are used. Changing a setting replaces the file.",
    )?;
    // The file stays as it was until a setting changes.
    assert_eq!(
        std::fs::read_to_string(file.path()).unwrap(),
        "{\"language\": \"nl\","
    );
    click(&mut app, "Settings")?;
    click(&mut app, "Nederlands")?;
    let saved = std::fs::read_to_string(file.path()).unwrap();
    assert!(saved.contains("\"language\": \"nl\""), "{saved}");
    click(&mut app, "Terug")?;
    assert!(simulator(&app).find("Nieuw spel").is_ok());
    Ok(())
}

#[test]
fn the_window_size_is_saved_when_the_window_closes() {
    let _turn = lock();
    let _english = English;
    let dir = tempfile::tempdir().unwrap();
    let file = SettingsFile::at(dir.path());
    let mut app = ui::app_with(Ok(Store::at(dir.path().join("games"))), Some(file.clone()));
    ui::update(
        &mut app,
        Message::WindowResized(iced::Size::new(1200.0, 750.0)),
    );
    assert!(!file.path().exists(), "nothing is written while resizing");
    ui::update(
        &mut app,
        Message::CloseRequested(iced::window::Id::unique()),
    );
    let window = file.load().settings.window.expect("saved");
    assert_eq!((window.width, window.height), (1200.0, 750.0));
}

/// Bug 11: German *Zurück* and *Start* for Undo and Home read like
/// navigation. The undo and the way home say what they do, in every
/// language.
#[test]
fn bug11_undo_and_home_do_not_read_like_navigation() -> Result<(), Error> {
    let _turn = lock();
    let _english = English;
    let navigation = [
        (Language::German, ["Zurück", "Start"]),
        (Language::Dutch, ["Terug", "Start"]),
        (Language::Polish, ["Wstecz", "Start"]),
    ];
    for (language, words) in navigation {
        i18n::set_language(language);
        let dir = tempfile::tempdir().unwrap();
        let mut app = ui::app_on(Ok(Store::at(dir.path())));
        ui::update(
            &mut app,
            Message::Home(meeple_companion::app::home::Message::NewGame),
        );
        for (seat, name) in ["Anna", "Bert"].iter().enumerate() {
            ui::update(
                &mut app,
                Message::Setup(meeple_companion::app::setup::Message::Name(
                    seat,
                    (*name).to_owned(),
                )),
            );
        }
        ui::update(
            &mut app,
            Message::Setup(meeple_companion::app::setup::Message::Begin),
        );
        ui::update(
            &mut app,
            Message::Game(meeple_companion::app::game::Message::Menu(true)),
        );
        let shown = ui::texts(&app);
        let undo = t!("game-undo");
        let home = t!("game-home");
        assert!(shown.contains(&undo), "{}: {shown:?}", language.code());
        assert!(shown.contains(&home), "{}: {shown:?}", language.code());
        for word in words {
            assert_ne!(undo, word, "{}", language.code());
            assert_ne!(home, word, "{}", language.code());
        }
    }
    Ok(())
}
