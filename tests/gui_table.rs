//! At the table: the smallest window with six players whose names are as
//! long as names may be and every expansion switched on; every key and
//! button is on screen, a finger's height, and does what it says; the
//! corrections, the extra turn for whom, the keys routed to what is shown.

mod ui;

use iced::keyboard::{self, Key, Location, Modifiers, key};
use iced::{Point, Rectangle};
use iced_test::Error;
use iced_test::simulator::click as click_events;
use meeple_companion::app::{App, Message, Screen, game, setup};
use meeple_companion::engine::{Figure, Kind, Phase, PlayerId};
use ui::{app, click, simulator, smallest, totals};

/// The longest names a setup takes (24 characters), all different.
const NAMES: [&str; 6] = [
    "Alexandrina Featherstone",
    "Bartholomew Featherstone",
    "Constantina Featherstone",
    "Dorotheanna Featherstone",
    "Evangelinea Featherstone",
    "Fitzwilliam Featherstone",
];

/// A game of `names` with every expansion that has landed switched on.
fn everything_on(dir: &tempfile::TempDir, names: &[&str]) -> App {
    let mut app = app(dir);
    click(&mut app, "New game").unwrap();
    let mut send = |message: setup::Message| {
        ui::update(&mut app, Message::Setup(message));
    };
    for _ in 2..names.len() {
        send(setup::Message::Add);
    }
    for (seat, name) in names.iter().enumerate() {
        send(setup::Message::Name(seat, (*name).to_owned()));
    }
    send(setup::saint_nicholas::Choice::Switch(true).into());
    send(setup::messages::Choice::Switch(true).into());
    send(setup::gold::Choice::Switch(true).into());
    send(setup::christmas::Choice::Switch(true).into());
    send(setup::Message::Begin);
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "{:?}",
        app.screen()
    );
    app
}

/// The messages a click at `point` sends.
fn click_at(app: &App, point: Point) -> Vec<Message> {
    let mut ui = smallest(app);
    ui.point_at(point);
    let _ = ui.simulate(click_events());
    ui.into_messages().collect()
}

/// The visible bounds of the text `label` at the smallest size.
fn bounds(app: &App, label: &str) -> Rectangle {
    let mut ui = smallest(app);
    let target = ui
        .find(label)
        .unwrap_or_else(|_| panic!("{label:?} is not on screen"));
    target
        .visible_bounds()
        .unwrap_or_else(|| panic!("{label:?} is not visible"))
}

/// `label` is on screen and inside the window, and a tap anywhere within
/// 21 px above or below its middle (a 44 px target) sends the same message.
fn touch_sized(app: &App, label: &str) -> Message {
    let text = bounds(app, label);
    assert!(
        text.x >= 0.0 && text.y >= 0.0 && text.x + text.width <= 1100.5,
        "{label:?} leaves the window: {text:?}"
    );
    assert!(
        text.y + text.height <= 700.5,
        "{label:?} is below the window"
    );
    let centre = text.center();
    let middle = click_at(app, centre);
    assert_eq!(
        middle.len(),
        1,
        "{label:?} sends one message: {middle:?} (at {text:?})"
    );
    for dy in [-21.0, 21.0] {
        let edge = click_at(app, Point::new(centre.x, centre.y + dy));
        assert_eq!(
            format!("{edge:?}"),
            format!("{middle:?}"),
            "{label:?} is not 44 px high (tapped {dy} from its middle)"
        );
    }
    middle.into_iter().next().unwrap()
}

/// The bounds of the keypad's key for `digit` at the smallest size.
fn key_bounds(app: &App, digit: u32) -> Rectangle {
    let mut ui = smallest(app);
    ui.find(iced_test::selector::id(format!("key-{digit}")))
        .unwrap_or_else(|_| panic!("key {digit} is not on screen"))
        .visible_bounds()
        .unwrap_or_else(|| panic!("key {digit} is not visible"))
}

/// The bounds of the widget with this id at the smallest size.
fn id_bounds(app: &App, id: &str) -> Rectangle {
    let mut ui = smallest(app);
    ui.find(iced_test::selector::id(id.to_owned()))
        .unwrap_or_else(|_| panic!("#{id} is not on screen"))
        .visible_bounds()
        .unwrap_or_else(|| panic!("#{id} is not visible"))
}

/// `bounds` are inside the window, and a tap anywhere within 21 px above
/// or below their middle (a 44 px target) sends the same message.
fn touch_sized_at(app: &App, bounds: Rectangle, what: &str) -> Message {
    assert!(
        bounds.x >= 0.0 && bounds.y >= 0.0 && bounds.x + bounds.width <= 1100.5,
        "{what:?} leaves the window: {bounds:?}"
    );
    assert!(
        bounds.y + bounds.height <= 700.5,
        "{what:?} is below the window"
    );
    let centre = bounds.center();
    let middle = click_at(app, centre);
    assert_eq!(
        middle.len(),
        1,
        "{what:?} sends one message: {middle:?} (at {bounds:?})"
    );
    for dy in [-21.0, 21.0] {
        let edge = click_at(app, Point::new(centre.x, centre.y + dy));
        assert_eq!(
            format!("{edge:?}"),
            format!("{middle:?}"),
            "{what:?} is not 44 px high (tapped {dy} from its middle)"
        );
    }
    middle.into_iter().next().unwrap()
}

#[test]
fn every_control_is_usable_at_the_smallest_window_with_six_long_names() {
    for name in NAMES {
        assert_eq!(name.chars().count(), 24);
    }
    let dir = tempfile::tempdir().unwrap();
    let mut app = everything_on(&dir, &NAMES);

    // A scoring, so Undo can be pressed; then typed points, so the
    // display does not read like a key.
    for message in [game::Message::Digit(1), game::Message::Score(Kind::Road)] {
        ui::update(&mut app, Message::Game(message));
    }
    for _ in 0..3 {
        ui::update(&mut app, Message::Game(game::Message::Digit(9)));
    }
    // The digits, found by their ids (the totals show numbers too).
    for digit in 0..10 {
        let message = touch_sized_at(&app, key_bounds(&app, digit), &digit.to_string());
        assert_eq!(
            format!("{message:?}"),
            format!("{:?}", Message::Game(game::Message::Digit(digit)))
        );
    }
    let keys = [
        "←",
        "C",
        "−",
        "+",
        "Road",
        "City",
        "Cloister",
        "Farm",
        "Score",
        "Points",
        "Count",
        "Correction",
        "End turn",
        "Another tile",
        "Undo",
        "History",
        "Menu",
    ];
    for label in keys {
        let _ = touch_sized(&app, label);
    }
    // The totals show every name whole; a tap on one picks the player.
    for name in NAMES {
        let message = touch_sized(&app, name);
        assert!(matches!(message, Message::Game(game::Message::Toggle(_))));
    }
    // The figure choice of The Messages, the count and the correction.
    let _ = touch_sized(&app, "meeple → 0 dark");
    ui::update(
        &mut app,
        Message::Game(game::Message::Mode(game::Mode::Count)),
    );
    for label in ["Road", "City", "Cloister", "+", "−"] {
        let _ = touch_sized(&app, label);
    }
    ui::update(
        &mut app,
        Message::Game(game::Message::Mode(game::Mode::Correct)),
    );
    for label in ["+ Add", "− Take away", "7"] {
        let _ = touch_sized(&app, label);
    }
    // The rarer tools, in the menu.
    ui::update(&mut app, Message::Game(game::Message::Menu(true)));
    for label in ["Extra turn", "Final scoring", "Export", "Home", "Keys ?"] {
        let _ = touch_sized(&app, label);
    }
    ui::update(&mut app, Message::Game(game::Message::Menu(false)));
    // The question for whom: a tap on the player's total.
    ui::update(&mut app, Message::Game(game::Message::ExtraTurn));
    for (seat, name) in NAMES.iter().enumerate() {
        let message = touch_sized(&app, name);
        assert!(matches!(
            message,
            Message::Game(game::Message::ExtraTurnFor(PlayerId(s))) if usize::from(s) == seat
        ));
    }
    let _ = touch_sized(&app, "Cancel");
    ui::update(&mut app, Message::Game(game::Message::Dismiss));

    // An award of gold: every claimant (by the mark their figures carry),
    // the pool's nudges and the answers.
    for message in [
        game::panels::gold::Message::Tile,
        game::panels::gold::Message::Open,
    ] {
        ui::update(
            &mut app,
            Message::Game(game::Message::Panel(game::panels::Message::Gold(message))),
        );
    }
    for seat in 0..6 {
        // By id: the marks' letters are on the bar's keys too.
        let what = format!("gold-claimant-0-{seat}");
        let message = touch_sized_at(&app, id_bounds(&app, &what), &what);
        assert!(matches!(
            message,
            Message::Game(game::Message::Panel(game::panels::Message::Gold(
                game::panels::gold::Message::Claimant(0, _)
            )))
        ));
    }
    for label in ["Road", "City", "Cloister", "−", "+", "Add a pool", "Cancel"] {
        let _ = touch_sized(&app, label);
    }
}

#[test]
fn every_control_is_usable_at_the_smallest_window_with_two_players() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = everything_on(&dir, &NAMES[..2]);
    // A scoring opens the round: "Tile done" can be pressed.
    for message in [game::Message::Digit(1), game::Message::Score(Kind::Road)] {
        ui::update(&mut app, Message::Game(message));
    }
    let _ = touch_sized_at(&app, key_bounds(&app, 1), "1");
    for label in [
        "←",
        "Score",
        "Road",
        "Farm",
        "End turn",
        "Tile done",
        "Menu",
    ] {
        let _ = touch_sized(&app, label);
    }
    let _ = touch_sized(&app, "Alexandrina Featherstone");
    ui::update(&mut app, Message::Game(game::Message::Menu(true)));
    let _ = touch_sized(&app, "Final scoring");
}

/// A correction: points added to and taken from a chosen player's chosen
/// figure, apart from scoring, told in the history as a correction.
#[test]
fn a_correction_adds_or_takes_away_for_the_chosen_player_and_figure() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::started(&dir, &["Anna", "Bert", "Cleo"])?;
    for label in ["9", "City"] {
        click(&mut app, label)?;
    }
    click(&mut app, "Correction")?;
    simulator(&app)
        .find("A correction, not a scoring: it changes one player’s total and nothing else.")?;
    click(&mut app, "Anna")?;
    click(&mut app, "4")?;
    click(&mut app, "− Take away")?;
    assert_eq!(totals(&app), vec![5, 0, 0]);
    simulator(&app).find("Done: Correction: Anna -4")?;
    // A correction ends correction mode: the next digits score again.
    let Screen::Game(screen) = app.screen() else {
        panic!()
    };
    assert_eq!(screen.mode(), game::Mode::Points);
    click(&mut app, "Correction")?;
    click(&mut app, "Cleo")?;
    click(&mut app, "2")?;
    click(&mut app, "+ Add")?;
    assert_eq!(totals(&app), vec![5, 0, 2]);
    click(&mut app, "Undo this")?;
    assert_eq!(totals(&app), vec![5, 0, 0]);
    Ok(())
}

#[test]
fn a_correction_moves_the_messenger_with_the_messages() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = everything_on(&dir, &["Anna", "Bert"]);
    let mut send = |message: game::Message| {
        ui::update(&mut app, Message::Game(message));
    };
    send(game::Message::Mode(game::Mode::Correct));
    send(game::Message::Figure(PlayerId(1), Figure::Messenger));
    send(game::Message::Digit(3));
    send(game::Message::Correct(true));
    let Screen::Game(screen) = app.screen() else {
        panic!()
    };
    assert_eq!(screen.saved().game.state().players[1].figures, vec![0, 3]);
}

fn press(key: Key, text: Option<&str>) -> Message {
    Message::Key(keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
        location: Location::Standard,
        modifiers: Modifiers::empty(),
        text: text.map(Into::into),
        repeat: false,
    })
}

fn letter(c: &str) -> Message {
    press(Key::Character(c.into()), Some(c))
}

/// Kinds, the end of the turn, the extra turn for whom, and nothing typed
/// reaches the score while the history is open.
#[test]
fn keys_for_every_frequent_action_and_only_for_what_is_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::started(&dir, &["Anna", "Bert", "Cleo"]).unwrap();
    for key in ["8", "c"] {
        ui::update(&mut app, letter(key));
    }
    assert_eq!(totals(&app), vec![8, 0, 0], "8 C: a city for Anna");
    ui::update(&mut app, press(Key::Named(key::Named::F2), None));
    for key in ["3", "r"] {
        ui::update(&mut app, letter(key));
    }
    assert_eq!(totals(&app), vec![8, 3, 0], "F2 3 R: a road for Bert");

    // The history hides the entry: its keys do nothing then.
    ui::update(&mut app, letter("h"));
    for key in ["7", "f"] {
        ui::update(&mut app, letter(key));
    }
    ui::update(&mut app, press(Key::Named(key::Named::Enter), None));
    assert_eq!(totals(&app), vec![8, 3, 0]);
    ui::update(&mut app, press(Key::Named(key::Named::Escape), None));

    // X asks for whom; F3 answers.
    ui::update(&mut app, letter("x"));
    simulator(&app).find("An extra turn for whom?").unwrap();
    ui::update(&mut app, letter("7"));
    ui::update(&mut app, press(Key::Named(key::Named::F3), None));
    let Screen::Game(screen) = app.screen() else {
        panic!()
    };
    let saved = screen.saved();
    let state = saved.game.state();
    assert_eq!(state.queue.len(), 1);
    assert_eq!(state.queue[0].player, PlayerId(2));
    assert_eq!(totals(&app), vec![8, 3, 0], "the 7 went nowhere");

    // E ends the turn: Cleo's extra turn comes first.
    ui::update(&mut app, letter("e"));
    let Screen::Game(screen) = app.screen() else {
        panic!()
    };
    assert_eq!(screen.saved().game.state().turn.player, PlayerId(2));

    // ? lists the keys; Escape closes the list.
    ui::update(&mut app, letter("?"));
    simulator(&app).find("Keys").unwrap();
    simulator(&app).find("end the turn").unwrap();
    ui::update(&mut app, letter("5"));
    ui::update(&mut app, press(Key::Named(key::Named::Escape), None));
    assert!(simulator(&app).find("end the turn").is_err());
    assert_eq!(totals(&app), vec![8, 3, 0]);
}

/// The history says an extra turn by hand once.
#[test]
fn an_extra_turn_by_hand_is_told_once() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::started(&dir, &["Anna", "Bert"])?;
    click(&mut app, "Menu")?;
    click(&mut app, "Extra turn")?;
    // For whom: a tap on the player's total.
    click(&mut app, "Bert")?;
    click(&mut app, "History")?;
    simulator(&app).find("Extra turn for Bert")?;
    Ok(())
}

/// At 0 tiles "Another tile" cannot be pressed and says why; final
/// scoring then goes ahead without a question.
#[test]
fn no_tile_left_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::started(&dir, &["Anna", "Bert"]).unwrap();
    let Screen::Game(screen) = app.screen() else {
        panic!()
    };
    let left = screen.saved().game.state().tiles_left.unwrap();
    for _ in 0..left {
        ui::update(&mut app, Message::Game(game::Message::EndTurn));
        let Screen::Game(screen) = app.screen() else {
            panic!()
        };
        if screen.saved().game.state().tiles_left == Some(0) {
            break;
        }
    }
    let Screen::Game(screen) = app.screen() else {
        panic!()
    };
    if screen.saved().game.state().phase == Phase::Playing {
        let mut ui = simulator(&app);
        let _ = ui.click("No tile left to draw").unwrap();
        let sent = ui.into_messages().count();
        assert_eq!(sent, 0);
    }
}

/// The header's buttons stay where they are when the history opens.
#[test]
fn the_header_does_not_move_when_the_history_opens() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::started(&dir, &["Anna", "Bert"]).unwrap();
    let before = bounds(&app, "Undo");
    ui::update(&mut app, Message::Game(game::Message::History(true)));
    assert_eq!(bounds(&app, "Undo"), before);
}

/// Setup offers the expansions and options of the last game again.
#[test]
fn setup_remembers_the_last_games_options() {
    use meeple_companion::store::{SavedGame, Store};
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let script = "player Anna red\nplayer Bert blue\nsaint-nicholas check=round\n\
                  messages\ngold-mines\ntiles 50\nscore city 8 Anna\n";
    let game =
        meeple_companion::engine::notation::run_shuffled(script, chrono::Utc::now, |_| {}).unwrap();
    let saved = SavedGame {
        id: store.new_id(chrono::Utc::now()),
        created: chrono::Utc::now(),
        game,
    };
    store.save(&saved).unwrap();
    let mut app = app(&dir);
    click(&mut app, "New game").unwrap();
    let Screen::Setup(screen) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    let setup = screen.setup().expect("the last game's players are offered");
    assert_eq!(setup.saint_nicholas, saved.game.setup().saint_nicholas);
    assert!(setup.messages.is_some());
    assert!(setup.gold.is_some());
    assert_eq!(setup.tiles, Some(50));
}

/// Writes the game screen at both sizes, with two and six long names, in
/// both themes, to target/pictures/ to look at.
#[test]
#[ignore = "writes pictures to look at"]
fn picture_the_game_screen() {
    use iced_test::Simulator;
    let folder = format!("{}/target/pictures", env!("CARGO_MANIFEST_DIR"));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    for players in [2, 6] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = everything_on(&dir, &NAMES[..players]);
        for message in [
            game::Message::Digit(5),
            game::Message::Digit(7),
            game::Message::Score(Kind::City),
        ] {
            ui::update(&mut app, Message::Game(message));
        }
        if players == 6 {
            // An award of gold open, with six long names to choose from.
            ui::update(
                &mut app,
                Message::Game(game::Message::Panel(game::panels::Message::Gold(
                    game::panels::gold::Message::Tile,
                ))),
            );
            ui::update(
                &mut app,
                Message::Game(game::Message::Panel(game::panels::Message::Gold(
                    game::panels::gold::Message::Open,
                ))),
            );
        }
        if players == 2 {
            // Bert reaches 6 last: a prompt and a queued turn (RULES SN1).
            for message in [
                game::Message::Toggle(PlayerId(1)),
                game::Message::Digit(6),
                game::Message::Score(Kind::Road),
            ] {
                ui::update(&mut app, Message::Game(message));
            }
        }
        for (width, height) in [(1100.0, 700.0), (1280.0, 800.0)] {
            for (theme, name) in [(iced::Theme::Light, "light"), (iced::Theme::Dark, "dark")] {
                let mut ui = Simulator::with_size(
                    iced::Settings {
                        default_font: meeple_companion::app::FONT,
                        ..iced::Settings::default()
                    },
                    (width, height),
                    app.view(),
                );
                let snapshot = ui.snapshot(&theme).unwrap();
                let _ = snapshot.matches_image(format!("{folder}/{width}-{players}-{name}"));
            }
        }
    }
}

/// A misspelt name fixed after the game began: the log is replayed on the
/// new setup as one step, and Undo brings the old setup back. A setup the
/// log no longer fits is refused, naming the command, and changes nothing.
#[test]
fn the_setup_is_fixed_after_the_game_began() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::started(&dir, &["Anna", "Bret", "Cleo"])?;
    for label in ["Cleo", "4", "Road", "End turn"] {
        click(&mut app, label)?;
    }
    click(&mut app, "History")?;
    click(&mut app, "Fix the setup…")?;
    assert!(matches!(app.screen(), Screen::Setup(_)));
    ui::update(
        &mut app,
        Message::Setup(setup::Message::Name(1, "Bert".into())),
    );
    click(&mut app, "Apply to this game")?;
    let Screen::Game(screen) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    assert_eq!(screen.saved().game.setup().name(PlayerId(1)), "Bert");
    assert_eq!(screen.saved().game.log().len(), 2);
    assert_eq!(totals(&app), vec![0, 0, 4]);
    click(&mut app, "Undo this")?;
    let Screen::Game(screen) = app.screen() else {
        panic!()
    };
    assert_eq!(screen.saved().game.setup().name(PlayerId(1)), "Bret");
    assert_eq!(
        screen.saved().game.log().len(),
        2,
        "only the fix was undone"
    );

    // Without Cleo, her road no longer fits.
    click(&mut app, "History")?;
    click(&mut app, "Fix the setup…")?;
    ui::update(&mut app, Message::Setup(setup::Message::Remove(2)));
    click(&mut app, "Apply to this game")?;
    let Screen::Setup(_) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    {
        let mut ui = simulator(&app);
        let _ = ui.find(
            "The game does not fit this setup: command 1 (Cleo +4 road) stops it: \
             There is no player 3 at this table. Nothing was changed.",
        )?;
    }
    click(&mut app, "Back")?;
    assert_eq!(totals(&app), vec![0, 0, 4]);
    Ok(())
}
