//! Phones that act (issue 30), through the window: a phone's request goes
//! through the same door as the window's taps, while the game screen is
//! on show; the window shows what was done at once and names the phone in
//! the history; the phone is answered once the save is on disk; a refusal
//! is the phone's alone. (Over HTTP: tests/share_act.rs; in a browser:
//! tests/share_act_browser.rs.)

mod ui;

use meeple_companion::app::{App, Message, Screen};
use meeple_companion::engine::{PlayerId, Viewer};
use meeple_companion::share::acting::{self, Act, Outcome, Request};
use meeple_companion::share::{Answering, Asked};
use meeple_companion::store::Store;
use ui::deck_order as order;

/// Anna and Bert with Christmas Present; Anna drew the loop road (a hand
/// card for any time of her own turn: 2 points a tile, RULES XP5).
fn loop_road_in_hand(dir: &tempfile::TempDir) -> App {
    let script = format!(
        "player Anna red\nplayer Bert blue\nchristmas\nshuffle cloister {}\n\
         shuffle roadside {}\nbegin\ndraw cloister\n",
        order(&[15]),
        order(&[])
    );
    ui::resumed(dir, &script)
}

/// Anna's phone asks `act`, based on `version`: the request as the
/// server hands it over, and where its answer arrives.
fn ask(act: Act, version: u64) -> (Asked, tokio::sync::oneshot::Receiver<Outcome>) {
    let (answer, answered) = Answering::new();
    let asked = Asked {
        seat: 0,
        request: Request {
            id: "tap-1".into(),
            version,
            act,
        },
        answer,
    };
    (asked, answered)
}

/// Playing the loop road on 4 tiles, with nobody else on the road.
fn play_loop_road() -> Act {
    Act::Answer {
        act: 0,
        answer: 0,
        values: vec![serde_json::json!(4), serde_json::json!([])],
    }
}

fn log_len(app: &App) -> usize {
    app.table().game().unwrap().game.log().len()
}

#[test]
fn a_phone_plays_a_hand_card_and_the_window_shows_it_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = loop_road_in_hand(&dir);
    // The page offers what the door takes.
    let game = app.table().game().unwrap().game.clone();
    let acts = acting::acts(&game.sight(Viewer::Player(PlayerId(0))));
    assert_eq!(acts.len(), 1, "the loop road to play");
    assert_eq!(acts[0].kind, "offer");
    let before = log_len(&app);
    let version = app.table().version();
    let (asked, mut answered) = ask(play_loop_road(), version);
    ui::update(&mut app, Message::PhoneAsked(asked));
    let outcome = answered.try_recv().expect("answered once saved");
    assert!(outcome.ok, "{outcome:?}");
    assert_eq!(outcome.version, version + 1);
    assert_eq!(log_len(&app), before + 1);
    // Saved, with its source, before the answer came.
    let id = app.table().game().unwrap().id.clone();
    let on_disk = Store::at(dir.path()).load(&id).unwrap();
    assert_eq!(on_disk.game.log().last().unwrap().phone, Some(PlayerId(0)));
    // The window says so at once, naming the phone.
    let texts = ui::texts(&app);
    assert!(
        texts.iter().any(|t| t.contains("From Anna's phone")),
        "{texts:?}"
    );
    assert_eq!(ui::totals(&app)[0], 8, "the loop road on 4 tiles");
    assert!(matches!(app.screen(), Screen::Game(_)));
    // Her phone may take it back, as nothing happened after it.
    let game = &app.table().game().unwrap().game;
    assert!(game.sight(Viewer::Player(PlayerId(0))).own_last);
    assert!(!game.sight(Viewer::Player(PlayerId(1))).own_last);
    let (asked, mut answered) = ask(Act::Undo { undo: true }, version + 1);
    ui::update(&mut app, Message::PhoneAsked(asked));
    assert!(answered.try_recv().unwrap().ok);
    assert_eq!(log_len(&app), before);
    assert_eq!(ui::totals(&app)[0], 0);
}

#[test]
fn a_refused_request_is_told_to_its_phone_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = loop_road_in_hand(&dir);
    let before = app.table().game().unwrap().game.clone();
    let shown = ui::texts(&app);
    // Based on another version: the game moved on.
    let (asked, mut answered) = ask(play_loop_road(), app.table().version() + 5);
    ui::update(&mut app, Message::PhoneAsked(asked));
    let outcome = answered.try_recv().unwrap();
    assert_eq!(outcome.why.as_deref(), Some("stale"), "{outcome:?}");
    // Bert's turn it is not, and the card is not his: not offered.
    let (mut asked, mut answered) = ask(play_loop_road(), app.table().version());
    asked.seat = 1;
    ui::update(&mut app, Message::PhoneAsked(asked));
    let outcome = answered.try_recv().unwrap();
    assert_eq!(outcome.why.as_deref(), Some("not-yours"), "{outcome:?}");
    // A count out of range.
    let act = Act::Answer {
        act: 0,
        answer: 0,
        values: vec![serde_json::json!(100_000), serde_json::json!([])],
    };
    let (asked, mut answered) = ask(act, app.table().version());
    ui::update(&mut app, Message::PhoneAsked(asked));
    assert!(!answered.try_recv().unwrap().ok);
    assert_eq!(app.table().game().unwrap().game, before, "nothing changed");
    assert_eq!(ui::texts(&app), shown, "the window shows no refusal");
}

#[test]
fn a_phone_cannot_act_while_the_window_cannot_save_or_shows_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = loop_road_in_hand(&dir);
    // The game's file changed outside the app: this window stops saving
    // it once it notices; until then, a save that fails is taken back.
    let id = app.table().game().unwrap().id.clone();
    let before = app.table().game().unwrap().game.clone();
    let path = dir.path().join(format!("{id}.json"));
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    let (asked, mut answered) = ask(play_loop_road(), app.table().version());
    ui::update(&mut app, Message::PhoneAsked(asked));
    let outcome = answered.try_recv().unwrap();
    assert_eq!(outcome.why.as_deref(), Some("cannot-save"), "{outcome:?}");
    assert_eq!(app.table().game().unwrap().game.log(), before.log());
    // And now at once, without trying.
    let (asked, mut answered) = ask(play_loop_road(), app.table().version());
    ui::update(&mut app, Message::PhoneAsked(asked));
    let outcome = answered.try_recv().unwrap();
    assert_eq!(outcome.why.as_deref(), Some("cannot-save"), "{outcome:?}");
    assert_eq!(app.table().game().unwrap().game.log(), before.log());
}

/// With The Messages alone no hand is kept, but each player is asked of
/// their own message: the panel offers each player's own code (it asks
/// `Setup::asks_players`); in a base game nothing is asked of one player.
#[test]
fn players_are_asked_with_the_messages_or_christmas_present_only() {
    use meeple_companion::engine::notation;
    let setup = |lines: &str| {
        let script = format!("player Anna red\nplayer Bert blue\n{lines}begin\n");
        notation::run(&script, chrono::Utc::now)
            .unwrap()
            .setup()
            .clone()
    };
    assert!(setup("messages\n").asks_players());
    assert!(setup("christmas\n").asks_players());
    assert!(!setup("").asks_players());
    assert!(!setup("gold-mines\nsaint-nicholas\n").asks_players());
}
