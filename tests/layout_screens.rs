//! The layout of Home (many games), Setup (every expansion), Results and
//! Settings at 1100×700, 1280×800 and 1920×1080, with 2 and 6 players of
//! the longest names, in English, Dutch, German and Polish: no text
//! squeezed (clipped, past its button, over its neighbour), none off the
//! type scale, none outside the window unless a scrollable holds it, no
//! two texts over one another. One layout per configuration (`tests/fit`).

mod fit;
mod ui;

use chrono::{TimeZone, Utc};
use iced::Size;
use iced_test::Simulator;
use meeple_companion::app::{self, App, Message, Screen, design, home};
use meeple_companion::engine::notation;
use meeple_companion::i18n::{self, Language};
use meeple_companion::store::{SavedGame, Store};

const SIZES: [Size; 3] = [
    Size::new(1100.0, 700.0),
    Size::new(1280.0, 800.0),
    Size::new(1920.0, 1080.0),
];

/// Six of the longest names a setup takes (24 characters): one that
/// cannot break, one with letters outside ASCII.
const NAMES: [&str; 6] = [
    "WWWWWWWWWWWWWWWWWWWWWWWW",
    "Małgorzata Wiśniewska-Żó",
    "Constantina Featherstone",
    "Dorotheanna Featherstone",
    "Evangelinea Featherstone",
    "Fitzwilliam Featherstone",
];

const COLOURS: [&str; 6] = ["red", "blue", "green", "yellow", "black", "purple"];

/// The type scale, as drawn in a window of `size`: the sizes at 1280×800
/// and the same grown for a larger window.
fn type_scale(size: Size) -> fit::Scale {
    use design::size::*;
    let scale = [
        CAPTION, SMALL, BODY, LABEL, READ_OUT, HEADING, TOTAL, BANNER, DISPLAY,
    ];
    let grow = design::grow(size.width, size.height);
    let mut sizes: Vec<f32> = scale.iter().map(|s| (s * grow).round()).collect();
    sizes.extend(scale);
    sizes.sort_by(f32::total_cmp);
    sizes.dedup();
    let lines = vec![TOUCH, (TOUCH * grow).round()];
    fit::Scale { sizes, lines }
}

/// A finished game of `players` with every expansion, scored in play and
/// at the end, with a correction.
fn finished_script(players: usize) -> String {
    let mut script = String::new();
    for seat in 0..players {
        script += &format!("player \"{}\" {}\n", NAMES[seat], COLOURS[seat]);
    }
    script += "saint-nicholas\nmessages\ngold-mines\nchristmas\nbegin\n";
    script += &format!(
        "gold-tile\nscore city 12 \"{}\"\ngold city 2 \"{}\"\nend-turn\n",
        NAMES[0], NAMES[0]
    );
    script += &format!("score road 4 \"{}\"\nend-turn\n", NAMES[1]);
    script += &format!("correct \"{}\" +3\n", NAMES[1]);
    script += "final-scoring\n";
    script += &format!("score farm 9 \"{}\"\n", NAMES[players - 1]);
    script += "end-game\n";
    script
}

/// A game under way of `players`.
fn playing_script(players: usize, turns: usize) -> String {
    let mut script = String::new();
    for seat in 0..players {
        script += &format!("player \"{}\" {}\n", NAMES[seat], COLOURS[seat]);
    }
    script += "begin\n";
    for turn in 0..turns {
        script += &format!(
            "score city {} \"{}\"\nend-turn\n",
            3 + turn,
            NAMES[turn % players]
        );
    }
    script
}

/// A store with many games of `players`: more than a page of them, half
/// finished, and two files that do not load.
fn many_games(dir: &tempfile::TempDir, players: usize) -> Store {
    let store = Store::at(dir.path());
    for n in 0..(home::PAGE + 6) {
        let at = move || {
            Utc.with_ymd_and_hms(2026, 12, 1 + (n % 28) as u32, 20, n as u32 % 60, 0)
                .unwrap()
        };
        let script = if n % 2 == 0 {
            finished_script(players)
        } else {
            playing_script(players, 1 + n % 5)
        };
        let game = notation::run(&script, at).expect("the script replays");
        store
            .save(&SavedGame {
                id: format!("game-{n:03}"),
                created: at(),
                game,
            })
            .unwrap();
    }
    std::fs::write(dir.path().join("broken.json"), "{\"format\":2,").unwrap();
    std::fs::write(dir.path().join("half.json"), "{").unwrap();
    store
}

fn send(app: &mut App, message: Message) {
    let _ = app.update(message);
}

/// Each screen in the state that shows the most.
fn screens(players: usize) -> Vec<(&'static str, App, tempfile::TempDir)> {
    let mut screens = Vec::new();

    let dir = tempfile::tempdir().unwrap();
    let _ = many_games(&dir, players);
    let mut app = ui::app(&dir);
    send(&mut app, Message::Home(home::Message::Unreadable(true)));
    send(&mut app, Message::Home(home::Message::Stats(true)));
    screens.push(("home", app, dir));

    let dir = tempfile::tempdir().unwrap();
    let _ = many_games(&dir, players);
    let mut app = ui::app(&dir);
    // The last game's players are offered again.
    send(&mut app, Message::Home(home::Message::NewGame));
    {
        use meeple_companion::app::setup::{self, Message as S};
        for on in [
            S::SaintNicholas(setup::saint_nicholas::Message::Switch(true)),
            S::Messages(setup::messages::Message::Switch(true)),
            S::Gold(setup::gold::Message::Switch(true)),
            S::Christmas(setup::christmas::Message::Switch(true)),
        ] {
            send(&mut app, Message::Setup(on));
        }
    }
    assert!(matches!(app.screen(), Screen::Setup(_)));
    screens.push(("setup", app, dir));

    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let at = || Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap();
    let game = notation::run(&finished_script(players), at).expect("the script replays");
    store
        .save(&SavedGame {
            id: "finished".into(),
            created: at(),
            game,
        })
        .unwrap();
    let mut app = ui::app(&dir);
    send(
        &mut app,
        Message::Home(home::Message::Resume("finished".into())),
    );
    assert!(
        matches!(app.screen(), Screen::Summary(_)),
        "{:?}",
        app.screen()
    );
    send(
        &mut app,
        Message::Summary(app::summary::Message::SaveSummary),
    );
    screens.push(("results", app, dir));

    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::app(&dir);
    send(&mut app, Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), Screen::Settings(_)));
    screens.push(("settings", app, dir));
    screens
}

#[test]
fn every_screen_fits_every_window_language_and_table() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for players in [2, 6] {
        for language in Language::ALL {
            i18n::set_language(language);
            for (screen, app, _dir) in screens(players) {
                // `LAYOUT_SCREEN=home` checks one screen while working on it.
                if std::env::var("LAYOUT_SCREEN").is_ok_and(|only| only != screen) {
                    continue;
                }
                for size in SIZES {
                    let mut ui = Simulator::with_size(
                        iced::Settings {
                            default_font: app::FONT,
                            ..iced::Settings::default()
                        },
                        size,
                        app.view(),
                    );
                    let targets = fit::targets(&mut ui);
                    for problem in fit::problems(&targets, size, &type_scale(size)) {
                        problems.push(format!(
                            "{screen}, {players} players, {}, {}×{}: {problem}",
                            language.code(),
                            size.width,
                            size.height
                        ));
                    }
                    checked += 1;
                }
            }
        }
    }
    i18n::set_language(Language::English);
    println!("{checked} configurations checked");
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Pictures of these screens to look at (not a check), every size, light
/// and dark, 6 players, in `SHOT_LANG` (German unless `en`, `nl`, `pl`):
/// `MEEPLE_COMPANION_SHOTS=DIR cargo test --test layout_screens -- --ignored`.
#[test]
#[ignore = "pictures to look at"]
fn pictures_of_the_screens() -> Result<(), iced_test::Error> {
    let Some(dir) = std::env::var_os("MEEPLE_COMPANION_SHOTS") else {
        return Ok(());
    };
    let language = match std::env::var("SHOT_LANG").as_deref() {
        Ok("en") => Language::English,
        Ok("nl") => Language::Dutch,
        Ok("pl") => Language::Polish,
        _ => Language::German,
    };
    i18n::set_language(language);
    let players = std::env::var("SHOT_PLAYERS")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(6);
    // `SHOT_SIZE=1280x2400` for one (tall) size instead of the three.
    let sizes: Vec<Size> = match std::env::var("SHOT_SIZE").ok().and_then(|s| {
        let (w, h) = s.split_once('x')?;
        Some(Size::new(w.parse().ok()?, h.parse().ok()?))
    }) {
        Some(size) => vec![size],
        None => SIZES.to_vec(),
    };
    for (screen, app, _dir) in screens(players) {
        if std::env::var("LAYOUT_SCREEN").is_ok_and(|only| only != screen) {
            continue;
        }
        for size in sizes.iter().copied() {
            for dark in [false, true] {
                let mut ui = Simulator::with_size(
                    iced::Settings {
                        default_font: app::FONT,
                        ..iced::Settings::default()
                    },
                    size,
                    app.view(),
                );
                let path = std::path::Path::new(&dir).join(format!(
                    "{screen}-{}-{}x{}-{}.png",
                    language.code(),
                    size.width,
                    size.height,
                    if dark { "dark" } else { "light" }
                ));
                // `matches_image` names the file after the renderer and
                // writes it only when there is none.
                let _ = std::fs::remove_file(path.with_file_name(format!(
                    "{}-tiny-skia.png",
                    path.file_stem().unwrap_or_default().to_string_lossy()
                )));
                let _ = ui.snapshot(&design::theme(dark))?.matches_image(path)?;
            }
        }
    }
    i18n::set_language(Language::English);
    Ok(())
}

/// The check itself: a label squeezed into a button too narrow for it, a
/// name that cannot break running into the next column, a text off the
/// type scale and one pushed off the window are found; the same label
/// with room is not.
#[test]
fn the_check_finds_squeezed_small_and_outside_texts() {
    use iced::widget::{button, column, row, space, text};
    let scale = type_scale(SIZES[0]);
    let body = design::size::BODY;
    let check = |element: iced::Element<'_, ()>| {
        let mut ui = Simulator::with_size(
            iced::Settings {
                default_font: app::FONT,
                ..iced::Settings::default()
            },
            SIZES[0],
            element,
        );
        fit::problems(&fit::targets(&mut ui), SIZES[0], &scale)
    };
    assert_eq!(
        check(button(text("Remove").size(body)).into()),
        Vec::<String>::new()
    );
    let squeezed = check(button(text("Remove").size(body)).width(50).into());
    assert!(squeezed[0].starts_with("squeezed"), "{squeezed:?}");
    let unbroken = check(
        row![
            text("WWWWWWWWWWWWWWWWWWWWWWWW").size(body).width(200),
            text("Total").size(body)
        ]
        .into(),
    );
    assert!(unbroken[0].contains("WWWW"), "{unbroken:?}");
    let small = check(text("road").size(13).into());
    assert_eq!(small.len(), 1, "{small:?}");
    let outside = check(column![space().height(690), text("Settings").size(body)].into());
    // iced squeezes it into the window rather than let it leave.
    assert_eq!(outside.len(), 1, "{outside:?}");
}
