//! GUI tests in iced's headless simulator: clicks become messages, which
//! are fed back to the app, as the runtime would.

mod snapshot;
mod ui;
use ui::{app, click, simulator, started, totals, type_name};

use iced::Theme;
use iced_test::{Error, Simulator};
use meeple_companion::app::{self, App, Message, Screen};
use meeple_companion::engine::{Phase, PlayerId};
use meeple_companion::store::Store;

#[test]
fn setup_then_a_scoring_then_undo() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(&dir, &["Anna", "Bert", "Cleo"])?;

    // Anna (active) completes a city worth 8: two taps.
    click(&mut app, "8")?;
    click(&mut app, "City")?;
    assert_eq!(totals(&app), vec![8, 0, 0]);

    // Bert alone scores a road worth 3: three taps.
    click(&mut app, "Bert")?;
    click(&mut app, "3")?;
    click(&mut app, "Road")?;
    assert_eq!(totals(&app), vec![8, 3, 0]);

    // A shared city for Bert and Cleo.
    click(&mut app, "Bert")?;
    click(&mut app, "Cleo")?;
    click(&mut app, "1")?;
    click(&mut app, "2")?;
    click(&mut app, "Score")?;
    assert_eq!(totals(&app), vec![8, 15, 12]);

    click(&mut app, "Undo")?;
    assert_eq!(totals(&app), vec![8, 3, 0]);
    // Undo says what it undid, and offers the redo beside it.
    simulator(&app).find("Undone: Bert +12, Cleo +12")?;
    click(&mut app, "Redo this")?;
    assert_eq!(totals(&app), vec![8, 15, 12]);
    Ok(())
}

#[test]
fn bad_input_shows_a_message_and_records_nothing() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(&dir, &["Anna", "Bert"])?;
    click(&mut app, "City")?;
    assert_eq!(totals(&app), vec![0, 0]);
    simulator(&app).find("Type the points first.")?;

    click(&mut app, "9")?;
    click(&mut app, "End turn")?;
    simulator(&app).find("9 points are typed but not scored: score them or clear them first.")?;
    let Screen::Game(game) = app.screen() else {
        panic!()
    };
    assert_eq!(
        game.saved().game.state().turn.player,
        PlayerId(0),
        "the turn did not end"
    );
    Ok(())
}

#[test]
fn setup_refuses_a_missing_name() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&dir);
    click(&mut app, "New game")?;
    type_name(&mut app, 0, "Anna")?;
    click(&mut app, "Start game")?;
    assert!(matches!(app.screen(), Screen::Setup(_)));
    simulator(&app).find("Player 2 needs a name.")?;
    Ok(())
}

#[test]
fn keys_enter_points_and_undo() {
    use iced::keyboard::{self, Key, Location, Modifiers, key};
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(&dir, &["Anna", "Bert"]).unwrap();
    let press = |key: Key, text: Option<&str>, modifiers: Modifiers| {
        Message::Key(keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key,
            physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers,
            text: text.map(Into::into),
            repeat: false,
        })
    };
    let none = Modifiers::empty();
    ui::update(&mut app, press(Key::Named(key::Named::F2), None, none));
    ui::update(&mut app, press(Key::Character("1".into()), Some("1"), none));
    ui::update(&mut app, press(Key::Character("2".into()), Some("2"), none));
    ui::update(&mut app, press(Key::Named(key::Named::Enter), None, none));
    assert_eq!(totals(&app), vec![0, 12]);
    ui::update(
        &mut app,
        press(Key::Character("z".into()), Some("z"), Modifiers::CTRL),
    );
    assert_eq!(totals(&app), vec![0, 0]);
    ui::update(
        &mut app,
        press(
            Key::Character("Z".into()),
            Some("Z"),
            Modifiers::CTRL | Modifiers::SHIFT,
        ),
    );
    assert_eq!(totals(&app), vec![0, 12]);
}

#[test]
fn ending_the_game_shows_the_results() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(&dir, &["Anna", "Bert"])?;
    click(&mut app, "5")?;
    click(&mut app, "Farm")?;
    // The final scoring is in the menu.
    click(&mut app, "Menu")?;
    click(&mut app, "Final scoring")?;
    // Tiles are left: the app asks first, and nothing happens until then.
    let Screen::Game(game) = app.screen() else {
        panic!()
    };
    assert_eq!(game.saved().game.state().phase, Phase::Playing);
    let left = game.saved().game.state().tiles_left.unwrap();
    simulator(&app).find(format!(
        "{left} tiles are left in the draw pile. Start the final scoring anyway? \
         Turns are over after it (Undo brings them back)."
    ))?;
    click(&mut app, "Start the final scoring")?;
    // The guided final scoring (RULES F1): features, then the results.
    click(&mut app, "Next: Results")?;
    click(&mut app, "End game and show the results")?;
    let Screen::Summary(_) = app.screen() else {
        panic!("expected the results, got {:?}", app.screen())
    };
    simulator(&app).find("Anna wins!")?;
    click(&mut app, "Back to the game")?;
    let Screen::Game(game) = app.screen() else {
        panic!()
    };
    assert_eq!(game.saved().game.state().phase, Phase::FinalScoring);
    Ok(())
}

#[test]
fn the_game_screen_looks_the_same() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(&dir, &["Anna", "Bert", "Cleo"])?;
    click(&mut app, "8")?;
    click(&mut app, "City")?;
    click(&mut app, "End turn")?;
    let mut ui = simulator(&app);
    // A missing or different hash fails; `MEEPLE_COMPANION_BLESS=1 cargo
    // test` (re)writes it (see tests/snapshot/mod.rs).
    snapshot::assert_matches(&ui.snapshot(&Theme::Light)?, "tests/snapshots/game_screen")
}

#[test]
fn export_writes_notation_that_replays_to_the_same_game() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(&dir, &["Anna", "Bert", "Cleo"])?;
    for (player, points, kind) in [
        (None, "8", "City"),
        (Some("Cleo"), "4", "Road"),
        (None, "2", "Score"),
    ] {
        if let Some(player) = player {
            click(&mut app, player)?;
        }
        click(&mut app, points)?;
        click(&mut app, kind)?;
    }
    click(&mut app, "End turn")?;
    click(&mut app, "Undo")?;
    click(&mut app, "Menu")?;
    click(&mut app, "Export")?;
    let Screen::Game(game) = app.screen() else {
        panic!()
    };
    let saved = game.saved();
    let file = dir.path().join(format!("{}.txt", saved.id));
    let text = std::fs::read_to_string(&file).expect("the export file was written");
    let replayed = meeple_companion::engine::notation::run(&text, chrono::Utc::now).unwrap();
    assert_eq!(replayed.state(), saved.game.state());
    assert_eq!(replayed.state().totals(), vec![10, 0, 4]);
    assert_eq!(
        replayed.redo_stack().len(),
        1,
        "the undone end of turn can be redone"
    );
    simulator(&app).find(format!(
        "The game is on the clipboard as notation, and saved in {}",
        file.display()
    ))?;
    Ok(())
}

#[test]
fn home_lists_saved_games_and_resumes_one_exactly() -> Result<(), Error> {
    use meeple_companion::engine::{Command, FeatureScoring, Kind, notation};
    use meeple_companion::store::SavedGame;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let script = "player Anna red\nplayer Bert blue\nplayer Cleo green\n\
                  score city 8 Anna\nend-turn\nscore road 3 Bert Cleo\nundo\n";
    let mut game = notation::run(script, chrono::Utc::now).unwrap();
    let _ = game.execute(
        Command::Score(FeatureScoring::single(Kind::Farm, 2, PlayerId(2))),
        chrono::Utc::now(),
    );
    game.undo().unwrap();
    let saved = SavedGame {
        id: store.new_id(chrono::Utc::now()),
        created: chrono::Utc::now(),
        game,
    };
    store.save(&saved).unwrap();
    std::fs::write(dir.path().join("broken.json"), "{ not json").unwrap();

    let mut app = app(&dir);
    {
        let mut ui = simulator(&app);
        // Each player with their total.
        let _ = ui.find("Anna")?;
        let _ = ui.find("8")?;
        // Unreadable files stand apart, folded to one line.
        assert!(ui.find("broken.json cannot be read").is_err());
    }
    click(&mut app, "▸ 1 file can’t be read")?;
    let _ = simulator(&app).find("broken.json cannot be read")?;
    click(&mut app, "Hide")?;
    assert!(simulator(&app).find("▸ 1 file can’t be read").is_err());
    assert!(
        dir.path().join("broken.json").exists(),
        "hiding never touches the file"
    );
    click(&mut app, "Resume")?;
    let Screen::Game(screen) = app.screen() else {
        panic!("expected the game, got {:?}", app.screen())
    };
    assert_eq!(*screen.saved(), saved);
    // Redo is in the menu (Ctrl+Y), and beside an undo just done.
    click(&mut app, "Menu")?;
    click(&mut app, "Redo")?;
    assert_eq!(totals(&app), vec![8, 0, 2]);
    Ok(())
}

/// Anna and Bert with the Saint Nicholas board, on the game screen.
fn saint_nicholas_game(dir: &tempfile::TempDir) -> Result<App, Error> {
    let mut app = app(dir);
    click(&mut app, "New game")?;
    type_name(&mut app, 0, "Anna")?;
    type_name(&mut app, 1, "Bert")?;
    ui::click_tall(&mut app, "Saint Nicholas scoring board")?;
    click(&mut app, "Start game")?;
    Ok(app)
}

/// Anna scores 8, then Bert reaches 6 last (RULES SN1).
fn bert_last_to_six(app: &mut App) -> Result<(), Error> {
    for label in ["8", "City", "Bert", "6", "Road"] {
        click(app, label)?;
    }
    Ok(())
}

/// RULES SN1, SN8: the prompt names who earned the turn and why, the queue
/// shows it, and the table can cancel it.
#[test]
fn saint_nicholas_prompt_queue_and_cancel() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = saint_nicholas_game(&dir)?;
    let Screen::Game(game) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    assert!(game.saved().game.setup().saint_nicholas.is_some());

    bert_last_to_six(&mut app)?;
    {
        // The settle area says who earned it and why; the queue shows it.
        let mut ui = simulator(&app);
        let _ = ui.find("Bert · An extra turn earned")?;
        let _ = ui.find("Bert: the last to reach 6")?;
        let _ = ui.find("Bert ✕")?;
    }
    click(&mut app, "Bert ✕")?;
    let Screen::Game(game) = app.screen() else {
        panic!()
    };
    assert!(game.saved().game.state().queue.is_empty());
    assert!(simulator(&app).find("Bert ✕").is_err());
    click(&mut app, "Undo")?;
    let _ = simulator(&app).find("Bert ✕")?;
    Ok(())
}

/// At the smallest window size, with an extra turn queued, its prompt and
/// an error all showing, every button of the entry panel is still on screen.
#[test]
fn the_entry_panel_fits_the_smallest_window() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = saint_nicholas_game(&dir)?;
    bert_last_to_six(&mut app)?;
    click(&mut app, "Farm")?; // no points typed: an error shows
    let mut ui = Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1100.0, 700.0),
        app.view(),
    );
    let _ = ui.find("Type the points first.")?;
    let _ = ui.find("Bert ✕")?;
    for label in [
        "End turn",
        "Another tile",
        "Menu",
        "Score",
        "Farm",
        "Bert ✕",
    ] {
        let _ = ui.click(label)?;
    }
    drop(ui);
    // The rarer tools are in the menu.
    ui::update(
        &mut app,
        Message::Game(meeple_companion::app::game::Message::Menu(true)),
    );
    let mut ui = Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1100.0, 700.0),
        app.view(),
    );
    for label in ["Extra turn", "Final scoring", "Export", "Home"] {
        let _ = ui.click(label)?;
    }
    Ok(())
}

/// The keys sheet's promise on the screen's own question: Enter gives its
/// main answer (the final scoring now), Esc cancels it.
#[test]
fn enter_confirms_the_final_scoring_question() -> Result<(), Error> {
    use iced::keyboard::{self, Key, Location, Modifiers, key};
    let press = |key: Key| {
        Message::Key(keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key,
            physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers: Modifiers::empty(),
            text: None,
            repeat: false,
        })
    };
    let phase = |app: &meeple_companion::app::App| {
        let Screen::Game(game) = app.screen() else {
            panic!()
        };
        game.saved().game.state().phase
    };
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(&dir, &["Anna", "Bert"])?;
    click(&mut app, "Menu")?;
    click(&mut app, "Final scoring")?;
    ui::update(&mut app, press(Key::Named(key::Named::Escape)));
    assert_eq!(phase(&app), meeple_companion::engine::Phase::Playing);
    click(&mut app, "Menu")?;
    click(&mut app, "Final scoring")?;
    ui::update(&mut app, press(Key::Named(key::Named::Enter)));
    assert_eq!(phase(&app), meeple_companion::engine::Phase::FinalScoring);
    Ok(())
}

/// An extra turn is said in the banner's title itself, large, not only in
/// a corner's caption.
#[test]
fn the_banner_says_whose_extra_turn_it_is() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = saint_nicholas_game(&dir)?;
    bert_last_to_six(&mut app)?;
    click(&mut app, "End turn")?;
    let Screen::Game(game) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    assert!(game.saved().game.state().turn.extra.is_some());
    let _ = simulator(&app).find("Bert’s extra turn")?;
    Ok(())
}
