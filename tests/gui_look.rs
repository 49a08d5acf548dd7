//! Pictures of the game screen for looking at (not a check): every size,
//! both themes, German, six 24-character names, every expansion, in the
//! states that settle something. Run with
//! `MEEPLE_COMPANION_SHOTS=DIR cargo test --test gui_look -- --ignored`.

mod ui;

use iced::Size;
use iced_test::{Error, Simulator};
use meeple_companion::app::{self, App, Message, game, setup};
use meeple_companion::engine::Kind;
use meeple_companion::i18n::{self, Language};

const NAMES: [&str; 6] = [
    "WWWWWWWWWWWWWWWWWWWWWWWW",
    "Małgorzata Wiśniewska-Żó",
    "Constantina Featherstone",
    "Dorotheanna Featherstone",
    "Evangelinea Featherstone",
    "Fitzwilliam Featherstone",
];

pub fn everything_on(dir: &tempfile::TempDir, names: &[&str]) -> App {
    let mut app = ui::app(dir);
    ui::click(&mut app, "New game").unwrap();
    let mut send = |message: setup::Message| {
        let _ = app.update(Message::Setup(message));
    };
    for _ in 2..names.len() {
        send(setup::Message::Add);
    }
    for (seat, name) in names.iter().enumerate() {
        send(setup::Message::Name(seat, (*name).to_owned()));
    }
    send(setup::Message::SaintNicholas(
        setup::saint_nicholas::Message::Switch(true),
    ));
    send(setup::Message::Messages(setup::messages::Message::Switch(
        true,
    )));
    send(setup::Message::Gold(setup::gold::Message::Switch(true)));
    send(setup::Message::Christmas(
        setup::christmas::Message::Switch(true),
    ));
    send(setup::Message::Begin);
    app
}

fn shot(app: &App, size: Size, dark: bool, name: &str) -> Result<(), Error> {
    let Some(dir) = std::env::var_os("MEEPLE_COMPANION_SHOTS") else {
        return Ok(());
    };
    let mut ui = Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        size,
        app.view(),
    );
    let path = std::path::Path::new(&dir).join(format!(
        "{name}-{}x{}-{}.png",
        size.width,
        size.height,
        if dark { "dark" } else { "light" }
    ));
    let _ = std::fs::remove_file(&path);
    let _ = ui
        .snapshot(&app::design::theme(dark))?
        .matches_image(path)?;
    Ok(())
}

#[test]
#[ignore = "pictures to look at"]
fn pictures_of_the_game_screen() -> Result<(), Error> {
    let language = match std::env::var("SHOT_LANG").as_deref() {
        Ok("en") => Language::English,
        _ => Language::German,
    };
    i18n::set_language(Language::English);
    let dir = tempfile::tempdir().unwrap();
    let mut app = everything_on(&dir, &NAMES);
    i18n::set_language(language);
    let sizes = [
        Size::new(1100.0, 700.0),
        Size::new(1280.0, 800.0),
        Size::new(1920.0, 1080.0),
    ];
    let mut all = |app: &App, name: &str| -> Result<(), Error> {
        for size in sizes {
            for dark in [false, true] {
                shot(app, size, dark, name)?;
            }
        }
        Ok(())
    };
    all(&app, "start")?;
    for message in [
        game::Message::Digit(8),
        game::Message::Score(Kind::City),
        game::Message::Toggle(meeple_companion::engine::PlayerId(1)),
    ] {
        let _ = app.update(Message::Game(message));
    }
    all(&app, "scored")?;
    // Up to 5, a dark space: a message is drawn.
    for message in [
        game::Message::Digit(5),
        game::Message::Score(Kind::Road),
        game::Message::EndTurn,
    ] {
        let _ = app.update(Message::Game(message));
    }
    all(&app, "message")?;
    Ok(())
}
