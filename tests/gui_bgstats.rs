//! One tap to BG Stats from the results (issue 31): *Post to BG Stats*
//! shows the game's createPlay link as a QR code that `zbarimg` reads
//! back from a picture of the window at 1100×700 (six long names, every
//! expansion), the play decoded field by field; *Copy the link* puts the
//! same link on the clipboard. And the evening's standing on the results:
//! after the second game of an evening, wins and points of both games.

mod faults;
mod ui;

use chrono::{Duration, Local, TimeZone, Utc};
use meeple_companion::app::{self, App, Screen};
use meeple_companion::engine::notation;
use meeple_companion::stats::bgstats::BgPlay;
use meeple_companion::stats::{Names, Played};
use meeple_companion::store::{SavedGame, Store};

const NAMES: [&str; 6] = [
    "Wojciech Wiśniewski-Kowa",
    "Małgorzata Wiśniewska-Żó",
    "Bartholomew Longfellowes",
    "Anna-Lena Schmidt-Weber",
    "Katarzyna Zielińska-Nowa",
    "Jean-Baptiste Delacroixx",
];
const COLOURS: [&str; 6] = ["red", "blue", "green", "yellow", "black", "grey"];

/// A finished game of six with every expansion.
fn finished() -> String {
    let mut script: String = NAMES
        .iter()
        .zip(COLOURS)
        .map(|(name, colour)| format!("player \"{name}\" {colour}\n"))
        .collect();
    script += "saint-nicholas\nmessages\ngold-mines\nchristmas\nbegin\n";
    script += &format!(
        "gold-tile\nscore city 12 \"{0}\"\ngold city 2 \"{0}\"\nend-turn\n",
        NAMES[0]
    );
    script += &format!("score road 4 \"{}\"\nend-turn\n", NAMES[1]);
    script += &format!("final-scoring\nscore farm 9 \"{}\"\n", NAMES[5]);
    script + "end-game\n"
}

/// The store of `dir` with `script` saved under `id`, begun at `start`.
fn save(store: &Store, id: &str, script: &str, start: chrono::DateTime<Utc>) -> SavedGame {
    let mut minute = 0;
    let game = notation::run(script, || {
        minute += 1;
        start + Duration::minutes(minute)
    })
    .unwrap();
    let saved = SavedGame {
        id: id.into(),
        created: start,
        game,
    };
    store.save(&saved).unwrap();
    saved
}

fn results(dir: &tempfile::TempDir, id: &str) -> App {
    let mut app = ui::app_on(Ok(Store::at(dir.path())));
    ui::click(&mut app, "Resume").ok();
    if !matches!(app.screen(), Screen::Summary(_)) {
        ui::update(
            &mut app,
            app::Message::Home(app::home::Message::Resume(id.into())),
        );
    }
    assert!(
        matches!(app.screen(), Screen::Summary(_)),
        "{:?}",
        app.screen()
    );
    app
}

/// What `zbarimg` reads in the picture at `path`, if it is installed.
fn scan(path: &std::path::Path) -> String {
    let out = std::process::Command::new("zbarimg")
        .args(["--raw", "-q"])
        .arg(path)
        .output()
        .expect("zbarimg (Debian's zbar-tools; .ci/run installs it)");
    assert!(
        out.status.success(),
        "zbarimg read no code in {}",
        path.display()
    );
    String::from_utf8(out.stdout).unwrap().trim_end().to_owned()
}

#[test]
fn the_results_post_the_game_to_bg_stats_as_a_qr_code_zbarimg_reads() {
    let dir = tempfile::tempdir().unwrap();
    let start = Utc.with_ymd_and_hms(2026, 12, 3, 19, 0, 0).unwrap();
    let saved = save(&Store::at(dir.path()), "night", &finished(), start);
    let mut app = results(&dir, "night");
    assert!(ui::texts(&app).iter().any(|t| t == "Post to BG Stats"));
    // Phones and TV opens from the results too: each player can post the
    // game from their own phone.
    ui::click(&mut app, "Phones and TV").unwrap();
    assert!(app.sharing().is_some_and(|s| s.open), "the panel opens");
    ui::update(&mut app, app::Message::Share(app::share::Message::Close));

    ui::click(&mut app, "Post to BG Stats").unwrap();
    let Screen::Summary(summary) = app.screen() else {
        unreachable!()
    };
    let link = summary.bgstats_link().expect("on show").to_owned();

    // What the laptop shows, as a picture of the window at 1100×700.
    let mut window = iced_test::Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1100.0, 700.0),
        app.view(),
    );
    let shot = window.snapshot(&app::design::theme(false)).unwrap();
    let picture = dir.path().join("bgstats.png");
    assert!(shot.matches_image(&picture).unwrap());
    drop(window);
    // iced_test names the file after its renderer.
    let read = scan(&dir.path().join("bgstats-tiny-skia.png"));
    assert_eq!(read, link, "the code is the link");

    // The play, field by field.
    let play = BgPlay::from_link(&read).expect("our link");
    let played = Played::of("night", start, &saved.game).unwrap();
    let board = meeple_companion::i18n::board(&played);
    let expected = BgPlay::of(&played, &Names::default(), &board, &Local);
    assert_eq!(play, expected);
    assert_eq!(play.source_play_id, "night");
    assert_eq!(play.game.bgg_id, 822);
    assert_eq!(play.players.len(), 6);
    assert_eq!(play.players[5].name, NAMES[5]);
    assert_eq!(play.players[5].score, 9);
    assert_eq!(play.players[1].score, 4);
    assert!(play.players[0].winner && play.players[0].rank == 1);
    assert!(!play.players[5].winner && play.players[5].rank == 2);
    assert!(play.players[0].start_player && !play.players[1].start_player);
    assert_eq!(play.players[4].role, "black");
    assert_eq!(
        play.board,
        "Saint Nicholas scoring board, The Messages, Christmas Present, Gold Mines"
    );

    // Copied, then closed.
    ui::click(&mut app, "Copy the link").unwrap();
    assert_eq!(ui::clipboard().as_deref(), Some(link.as_str()));
    ui::click(&mut app, "Close").unwrap();
    let Screen::Summary(summary) = app.screen() else {
        unreachable!()
    };
    assert!(summary.bgstats_link().is_none());
}

#[test]
fn the_results_show_the_evenings_standing_after_its_second_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let two = |a: u32, b: u32| {
        format!(
            "player Anna red\nplayer Bert blue\nbegin\nscore city {a} Anna\nend-turn\nscore city {b} Bert\nend-turn\nfinal-scoring\nend-game\n"
        )
    };
    let start = Utc.with_ymd_and_hms(2026, 12, 3, 19, 0, 0).unwrap();
    save(&store, "first", &two(10, 4), start);
    // A game the day before is another evening.
    save(&store, "before", &two(1, 30), start - Duration::days(1));
    save(&store, "second", &two(3, 8), start + Duration::minutes(40));
    let app = results(&dir, "second");
    let Screen::Summary(summary) = app.screen() else {
        unreachable!()
    };
    let evening = summary.evening().expect("two games this evening");
    assert_eq!(evening.games, ["first", "second"]);
    let texts = ui::texts(&app);
    for words in [
        "Tonight",
        "Game 2 of 2 this evening: wins and points added up.",
        "Anna",
        "1 win",
        "13 points",
        "12 points",
    ] {
        assert!(texts.iter().any(|t| t == words), "{words} in {texts:?}");
    }

    // The evening's only game shows no standing.
    let dir = tempfile::tempdir().unwrap();
    save(&Store::at(dir.path()), "alone", &two(3, 8), start);
    let app = results(&dir, "alone");
    let Screen::Summary(summary) = app.screen() else {
        unreachable!()
    };
    assert!(summary.evening().is_none());
    assert!(!ui::texts(&app).iter().any(|t| t == "Tonight"));
}
