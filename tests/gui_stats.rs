//! The Stats screen (issue 31) through the window's widgets: opened from
//! Home by its button, it counts the ended games of the folder (games in
//! progress and files that do not load left out and counted), shows the
//! numbers `crate::stats` computes, filters by period and by player, and
//! merges two spellings of one person into the settings (and separates
//! them again).

mod faults;
mod ui;

use chrono::{Duration, TimeZone, Utc};
use meeple_companion::app::{App, Screen};
use meeple_companion::engine::notation;
use meeple_companion::stats::{Filter, Folder, Names, compute};
use meeple_companion::store::{CheckCache, SavedGame, SettingsFile, Store};

/// An ended game: each player scores a city of the points given, in
/// seating order, then the game ends.
fn ended(players: &[(&str, u32)]) -> String {
    let colours = ["red", "blue", "green", "yellow"];
    let mut script = String::new();
    for ((name, _), colour) in players.iter().zip(colours) {
        script += &format!("player {name} {colour}\n");
    }
    script += "begin\n";
    for (name, points) in players {
        script += &format!("score city {points} {name}\nend-turn\n");
    }
    script + "final-scoring\nend-game\n"
}

/// A folder of five ended games (the last two one evening; "Kasia" and
/// "Katarzyna" one person under two spellings), one game in progress and
/// one file that does not load.
fn folder(dir: &tempfile::TempDir) -> Store {
    let store = Store::at(dir.path());
    let games = [
        // 1 November: two games the same evening.
        (0, ended(&[("Kasia", 20), ("Bert", 10)])),
        (60, ended(&[("Kasia", 30), ("Bert", 12), ("Anna", 5)])),
        // 3 November.
        (2 * 24 * 60, ended(&[("Katarzyna", 9), ("Bert", 15)])),
        // 10 November, the latest evening: two games.
        (9 * 24 * 60, ended(&[("Anna", 8), ("Bert", 8)])),
        (9 * 24 * 60 + 50, ended(&[("Anna", 11), ("Kasia", 14)])),
    ];
    for (n, (minutes, script)) in games.iter().enumerate() {
        let start =
            Utc.with_ymd_and_hms(2026, 11, 1, 19, 0, 0).unwrap() + Duration::minutes(*minutes);
        let mut minute = 0;
        let game = notation::run(script, || {
            minute += 1;
            start + Duration::minutes(minute)
        })
        .unwrap();
        store
            .save(&SavedGame {
                id: format!("game-{n}"),
                created: start,
                game,
            })
            .unwrap();
    }
    let playing = notation::run("player Anna red\nplayer Bert blue\nbegin\n", Utc::now).unwrap();
    store
        .save(&SavedGame {
            id: "playing".into(),
            created: Utc::now(),
            game: playing,
        })
        .unwrap();
    std::fs::write(dir.path().join("broken.json"), "{ not a game").unwrap();
    store
}

fn stats_screen(app: &App) -> &meeple_companion::app::StatsScreen {
    match app.screen() {
        Screen::Stats(screen) => screen,
        other => panic!("not the stats screen: {other:?}"),
    }
}

fn shown(app: &App, words: &str) -> bool {
    ui::texts(app).iter().any(|t| t == words)
}

#[test]
fn stats_open_from_home_and_count_the_ended_games() {
    let dir = tempfile::tempdir().unwrap();
    let store = folder(&dir);
    let config = tempfile::tempdir().unwrap();
    let mut app = ui::app_with(Ok(store), Some(SettingsFile::at(config.path())));
    ui::click(&mut app, "Stats").unwrap();
    let screen = stats_screen(&app);
    assert!(screen.is_read(), "the folder is read when the tasks settle");

    // The numbers are those the stats compute of the same folder.
    let mut cache = CheckCache::default();
    let read = Folder::read(&Store::at(dir.path()), &mut cache);
    assert_eq!(
        (read.games.len(), read.in_progress, read.unreadable),
        (5, 1, 1)
    );
    let expected = compute(
        &read.games,
        &Filter::default(),
        &Names::default(),
        &chrono::Local,
    );
    assert_eq!(screen.stats(), &expected);
    assert!(
        shown(
            &app,
            "5 games counted · left out: 1 in progress, 0 read-only, 1 unreadable"
        ),
        "{:?}",
        ui::texts(&app)
    );
    // Bert: four games, two won (one shared); Kasia all three of hers.
    let bert = expected.players.iter().find(|p| p.name == "Bert").unwrap();
    assert_eq!((bert.all.games, bert.all.wins), (4, 2));
    assert!(shown(&app, "Kasia"));
    assert!(shown(&app, "100%"), "Kasia's win rate");
    assert!(shown(&app, "50%"), "Bert's win rate");

    // Only the games with Anna.
    ui::click(&mut app, "Players, expansions…").unwrap();
    ui::click(&mut app, "Anna").unwrap();
    assert_eq!(stats_screen(&app).stats().games, 3);
    assert!(shown(
        &app,
        "3 games counted with Anna · left out: 1 in progress, 0 read-only, 1 unreadable"
    ));
    ui::click(&mut app, "Anna").unwrap();
    assert_eq!(stats_screen(&app).stats().games, 5);

    // A tap on a player's row shows their card.
    // Bert sat second in all four of his games and won two.
    assert!(!shown(&app, "seat 2: 50% of 4"));
    ui::click(&mut app, "Fold the choices").unwrap();
    ui::click(&mut app, "Bert").unwrap();
    assert!(shown(&app, "seat 2: 50% of 4"), "{:?}", ui::texts(&app));
    // This evening: the two games of 10 November.
    ui::click(&mut app, "This evening").unwrap();
    assert_eq!(stats_screen(&app).stats().games, 2);
    ui::click(&mut app, "All games").unwrap();
    assert_eq!(stats_screen(&app).stats().games, 5);

    // Home again.
    ui::click(&mut app, "Home").unwrap();
    assert!(matches!(app.screen(), Screen::Home(_)));
}

#[test]
fn two_spellings_merge_into_one_person_kept_in_the_settings() {
    let dir = tempfile::tempdir().unwrap();
    let store = folder(&dir);
    let config = tempfile::tempdir().unwrap();
    let mut app = ui::app_with(Ok(store), Some(SettingsFile::at(config.path())));
    ui::click(&mut app, "Stats").unwrap();
    let names = |app: &App| -> Vec<String> {
        stats_screen(app)
            .stats()
            .players
            .iter()
            .map(|p| p.name.clone())
            .collect()
    };
    assert!(names(&app).contains(&"Katarzyna".to_owned()));
    // Kasia has the most wins: hers is the first card.
    assert_eq!(names(&app)[0], "Kasia");
    ui::click(&mut app, "Same person as…").unwrap();
    // Only a name never at Kasia's table is offered: Bert and Anna played
    // with her, so they are other people.
    assert!(shown(&app, "→ Katarzyna"));
    assert!(!shown(&app, "→ Bert") && !shown(&app, "→ Anna"));
    ui::click(&mut app, "→ Katarzyna").unwrap();
    assert!(
        !names(&app).contains(&"Kasia".to_owned()),
        "{:?}",
        names(&app)
    );
    let kat = stats_screen(&app)
        .stats()
        .players
        .iter()
        .find(|p| p.name == "Katarzyna")
        .unwrap()
        .clone();
    assert_eq!((kat.all.games, kat.all.wins), (4, 3));
    assert!(shown(&app, "Kasia counts as Katarzyna"));
    // Kept in the settings file.
    let kept = SettingsFile::at(config.path()).load().settings.merged_names;
    assert_eq!(kept.len(), 1);
    assert_eq!(
        (kept[0].name.as_str(), kept[0].counts_as.as_str()),
        ("Kasia", "Katarzyna")
    );

    // A new window counts them as one from the start.
    let mut again = ui::app_with(
        Ok(Store::at(dir.path())),
        Some(SettingsFile::at(config.path())),
    );
    ui::click(&mut again, "Stats").unwrap();
    assert!(!names(&again).contains(&"Kasia".to_owned()));

    // Separated again.
    ui::click(&mut app, "Separate again").unwrap();
    assert!(names(&app).contains(&"Kasia".to_owned()));
    assert!(
        SettingsFile::at(config.path())
            .load()
            .settings
            .merged_names
            .is_empty()
    );
}

/// The game nights are named from the Stats screen (kept in the settings,
/// not in the saves), and the results of a game of a named evening show
/// the name over its standing.
#[test]
fn a_game_night_is_named_and_the_results_show_its_name() {
    use iced_test::Simulator;
    use iced_test::selector::id;
    let dir = tempfile::tempdir().unwrap();
    let store = folder(&dir);
    let config = tempfile::tempdir().unwrap();
    let mut app = ui::app_with(Ok(store), Some(SettingsFile::at(config.path())));
    ui::click(&mut app, "Stats").unwrap();
    // The latest evening first: the two games of 10 November.
    ui::click_tall(&mut app, "Name this night").unwrap();
    let messages: Vec<meeple_companion::app::Message> = {
        let mut window = Simulator::with_size(
            iced::Settings {
                default_font: meeple_companion::app::FONT,
                ..iced::Settings::default()
            },
            (1280.0, 3200.0),
            app.view(),
        );
        window
            .click(id(meeple_companion::app::stats::EVENING_NAME_ID))
            .unwrap();
        let _ = window.typewrite("Pizza night");
        let _ = window.tap_key(iced::keyboard::key::Named::Enter);
        window.into_messages().collect()
    };
    for message in messages {
        ui::update(&mut app, message);
    }
    assert_eq!(
        stats_screen(&app).evening_name("game-3"),
        Some("Pizza night")
    );
    let kept = SettingsFile::at(config.path())
        .load()
        .settings
        .named_evenings;
    assert_eq!(kept.len(), 1);
    assert_eq!(
        (kept[0].first_game.as_str(), kept[0].name.as_str()),
        ("game-3", "Pizza night")
    );
    let saves = std::fs::read_to_string(dir.path().join("game-3.json")).unwrap();
    assert!(!saves.contains("Pizza"), "not in the saves");

    // The evening's second game shows the name over its standing.
    ui::click(&mut app, "Home").unwrap();
    ui::update(
        &mut app,
        meeple_companion::app::Message::Home(meeple_companion::app::home::Message::Resume(
            "game-4".into(),
        )),
    );
    assert!(
        matches!(app.screen(), Screen::Summary(_)),
        "{:?}",
        app.screen()
    );
    assert!(shown(&app, "Pizza night"), "{:?}", ui::texts(&app));
}

/// The words over the table of who wins stand over its columns: each
/// starts where the column's numbers (and names) start.
#[test]
fn the_table_s_words_stand_over_its_columns() {
    let dir = tempfile::tempdir().unwrap();
    let store = folder(&dir);
    let mut app = ui::app_on(Ok(store));
    ui::click(&mut app, "Stats").unwrap();
    let texts = ui::placed(&app);
    let x = |words: &str| {
        texts
            .iter()
            .find(|(t, _)| t == words)
            .unwrap_or_else(|| panic!("{words} in {texts:?}"))
            .1
            .x
    };
    // The first row is Kasia's: 3 games, 3 wins, 100%.
    assert!(
        (x("Player") - x("Kasia")).abs() < 1.0,
        "{} {}",
        x("Player"),
        x("Kasia")
    );
    assert!(
        (x("win rate") - x("100%")).abs() < 1.0,
        "{} {}",
        x("win rate"),
        x("100%")
    );
}
