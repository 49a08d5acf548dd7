//! The table screen, beyond its layout (tests/gui_layout.rs): a turn
//! played with touch alone, and the bugs issue 19 found, each with the
//! test that would have caught it.

mod faults;
mod layout;
mod ui;

use iced::Rectangle;
use meeple_companion::app::game;
use meeple_companion::app::{App, Message, Screen};
use meeple_companion::engine::{Game, PlayerId};
use meeple_companion::t;

use layout::Frame;

fn game_of(app: &App) -> Game {
    match app.screen() {
        Screen::Game(screen) => screen.saved().game.clone(),
        other => panic!("not in a game: {other:?}"),
    }
}

/// Every text on screen at 1280×800.
fn texts(app: &App) -> Vec<String> {
    ui::texts(app)
}

/// Where a widget is, by its id or else its words, at 1280×800.
fn place(app: &App, what: &str) -> Rectangle {
    let frame = Frame::new(app, iced::Size::new(1280.0, 800.0));
    frame
        .bounds(what)
        .or_else(|| {
            frame
                .texts
                .iter()
                .find(|t| t.content == what)
                .map(|t| t.drawn)
        })
        .unwrap_or_else(|| panic!("{what:?} is not on screen: {:?}", texts(app)))
}

/// A finger taps `what`: touch events only, fed back to the app.
fn tap(app: &mut App, what: &str) {
    let at = place(app, what).center();
    let sent = {
        let mut frame = Frame::new(app, iced::Size::new(1280.0, 800.0));
        frame.tap(at)
    };
    assert!(!sent.is_empty(), "a tap on {what:?} did nothing");
    for message in sent {
        ui::update(app, message);
    }
}

/// One turn by touch alone: Bert's road of 3 shared with Cleo, Anna's
/// city of 12, the end of the turn; then an undo.
#[test]
fn a_turn_is_played_by_touch_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::resumed(
        &dir,
        "player Anna red\nplayer Bert blue\nplayer Cleo green\nbegin\n",
    );
    for what in ["player-2", "player-3", "key-3", "Road"] {
        tap(&mut app, what);
    }
    assert_eq!(game_of(&app).state().totals(), vec![0, 3, 3]);
    for what in ["key-1", "key-2", "City"] {
        tap(&mut app, what);
    }
    assert_eq!(game_of(&app).state().totals(), vec![12, 3, 3]);
    tap(&mut app, "end-turn");
    assert_eq!(game_of(&app).state().turn.player, PlayerId(1));
    tap(&mut app, "undo");
    assert_eq!(game_of(&app).state().turn.player, PlayerId(0));
    assert!(texts(&app).contains(&"Undone: End of turn · Bert’s turn".to_owned()));
}

/// Bug 5: the wizard went past an end card still to be revealed, and the
/// refusal showed in the board's centre. Now Next stays on the step and
/// the settle area, the wizard's voice, says why.
#[test]
fn bug5_next_waits_for_the_end_cards() {
    let dir = tempfile::tempdir().unwrap();
    let order: Vec<String> = std::iter::once(27)
        .chain((1..=32).filter(|n| *n != 27))
        .map(|n: u16| n.to_string())
        .collect();
    let mut app = ui::resumed(
        &dir,
        &format!(
            "player Anna red\nplayer Bert blue\nchristmas\nshuffle cloister {}\nbegin\n\
             draw cloister\nfinal-scoring\n",
            order.join(" ")
        ),
    );
    let next = t!("final-next", step = t!("final-step-features"));
    ui::click(&mut app, &next).unwrap();
    let shown = texts(&app);
    assert!(
        shown.contains(&t!("final-settle-first", step = t!("final-step-end-cards"))),
        "{shown:?}"
    );
    assert!(shown.contains(&next), "still at the end cards: {shown:?}");
    assert_eq!(
        game_of(&app).log().len(),
        2,
        "nothing was given to the engine"
    );
    // Revealed, the wizard moves on.
    ui::click(&mut app, "How many followers in the supply?").unwrap();
    ui::keypad(&mut app, "2").unwrap();
    ui::click(&mut app, "Reveal for Anna").unwrap();
    ui::click(&mut app, &next).unwrap();
    let shown = texts(&app);
    assert!(
        shown.contains(&t!("final-next", step = t!("final-step-deferred"))),
        "{shown:?}"
    );
}

/// Bug 7: "The 1 pieces left on the board are removed".
#[test]
fn bug7_one_piece_left_is_one_piece() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::resumed(
        &dir,
        "player Anna red\nplayer Bert blue\ngold-mines\nbegin\ngold-tile\n\
         score city 4 Anna\ngold city 1 Anna\nfinal-scoring\n",
    );
    ui::click(&mut app, &t!("final-next", step = t!("final-step-gold"))).unwrap();
    let shown = texts(&app);
    assert!(
        shown.contains(
            &"The 1 piece left on the board is removed. Each player’s gold counts when the \
              game ends:"
                .to_owned()
        ),
        "{shown:?}"
    );
}

/// Bug 9: during the final scoring the banner still read "Turn 10 ·
/// extra turn: the first to reach 24 · 63 tiles left". It names the
/// final scoring and its steps instead.
#[test]
fn bug9_the_banner_of_the_final_scoring() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::resumed(
        &dir,
        "player Anna red\nplayer Bert blue\nsaint-nicholas\nbegin\nscore road 8 Anna\n\
         score road 6 Bert\nend-turn\n",
    );
    assert!(texts(&app).iter().any(|t| t.contains("tiles left")));
    ui::update(&mut app, Message::Game(game::Message::FinalScoring));
    ui::update(&mut app, Message::Game(game::Message::ConfirmFinalScoring));
    let banner: Vec<String> = texts(&app).into_iter().take(3).collect();
    assert_eq!(banner[0], t!("game-final-scoring"), "{banner:?}");
    let shown = texts(&app);
    assert!(
        !shown
            .iter()
            .any(|t| t.contains("tiles left") || t.starts_with("Turn ")),
        "{shown:?}"
    );
    assert!(shown.contains(&"1. Features".to_owned()), "{shown:?}");
}

/// Bug 12: after a bonus card the award of gold was not prefilled with
/// the feature's kind and holders.
#[test]
fn bug12_a_bonus_card_prefills_the_award() {
    let dir = tempfile::tempdir().unwrap();
    // Cloister 15: loop road, double: played as the road completes.
    let order: Vec<String> = std::iter::once(15)
        .chain((1..=32).filter(|n| *n != 15))
        .map(|n: u16| n.to_string())
        .collect();
    let mut app = ui::resumed(
        &dir,
        &format!(
            "player Anna red\nplayer Bert blue\ngold-mines\nchristmas\nshuffle cloister {}\n\
             begin\ngold-tile\ndraw cloister\nplay Anna loop-road 4 with Bert\n",
            order.join(" ")
        ),
    );
    let shown = texts(&app);
    assert!(
        shown.contains(&"Anna · Award gold for the road".to_owned()),
        "{shown:?}"
    );
    ui::click(&mut app, "Award gold").unwrap();
    // Both holders are claimants, and the 2 pieces the turn's gold tile
    // put on the board are prefilled: the second goes to Bert.
    let shown = texts(&app);
    assert!(
        shown.contains(&"Hand-out: Anna, Bert".to_owned()),
        "{shown:?}"
    );
}

/// Settings opens at its top though Home was scrolled down: a new screen's
/// widgets start afresh (iced kept the scroll offset of the screen drawn in
/// the same place before).
#[test]
fn settings_opens_at_its_top_after_home_was_scrolled() {
    use iced::{Size, Vector};
    use iced_runtime::core::widget::operation::Scrollable;
    use iced_runtime::core::widget::operation::scrollable::AbsoluteOffset;
    use iced_runtime::core::widget::{Id, Operation};
    use iced_runtime::user_interface::{Cache, UserInterface};
    use meeple_companion::app::{self, home};
    use meeple_companion::engine::notation;
    use meeple_companion::store::{SavedGame, Store};

    /// Scrolls every scrollable down, or reads how far the first is.
    struct Scroll {
        down: bool,
        offset: Option<f32>,
    }
    impl Operation for Scroll {
        fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
            operate(self);
        }
        fn scrollable(
            &mut self,
            _id: Option<&Id>,
            _bounds: Rectangle,
            _content: Rectangle,
            translation: Vector,
            state: &mut dyn Scrollable,
        ) {
            if self.down {
                state.scroll_to(AbsoluteOffset {
                    x: None,
                    y: Some(10_000.0),
                });
            } else if self.offset.is_none() {
                self.offset = Some(translation.y);
            }
        }
    }

    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    for n in 0..12 {
        let game = notation::run(
            &format!("player \"Anna {n}\" red\nplayer Bert blue\nbegin\n"),
            chrono::Utc::now,
        )
        .unwrap();
        store
            .save(&SavedGame {
                id: store.new_id(chrono::Utc::now()),
                created: chrono::Utc::now(),
                game,
            })
            .unwrap();
    }
    let mut app = ui::app_on(Ok(store));
    let size = Size::new(1100.0, 500.0);
    let mut renderer = iced::Renderer::new(app::FONT, iced::Pixels(16.0));
    let mut ui = UserInterface::build(app.view(), size, Cache::default(), &mut renderer);
    ui.operate(
        &renderer,
        &mut Scroll {
            down: true,
            offset: None,
        },
    );
    let mut ui = UserInterface::build(app.view(), size, ui.into_cache(), &mut renderer);
    let mut home = Scroll {
        down: false,
        offset: None,
    };
    ui.operate(&renderer, &mut home);
    assert!(
        home.offset.unwrap_or(0.0) > 0.0,
        "Home scrolled: {:?}",
        home.offset
    );
    let cache = ui.into_cache();
    ui::update(&mut app, Message::Home(home::Message::Settings));
    let mut ui = UserInterface::build(app.view(), size, cache, &mut renderer);
    let mut settings = Scroll {
        down: false,
        offset: None,
    };
    ui.operate(&renderer, &mut settings);
    assert_eq!(settings.offset, Some(0.0), "Settings at its top");
}
