//! Gold Mines at the GUI: the setup switch, the one-tap gold tile, the
//! award with its piece-by-piece preview, and the results line (RULES GM).

mod ui;

use iced_test::Error;
use iced_test::selector::id;
use meeple_companion::app::{App, Message, Screen, setup};
use meeple_companion::engine::PlayerId;
use ui::{app, click, simulator, totals, type_name};

/// Anna and Bert with Gold Mines, on the game screen.
fn gold_game(dir: &tempfile::TempDir) -> Result<App, Error> {
    let mut app = app(dir);
    click(&mut app, "New game")?;
    type_name(&mut app, 0, "Anna")?;
    type_name(&mut app, 1, "Bert")?;
    // The switch sits below the fold of the setup page at 1280×800; its
    // section's message is what the checkbox sends.
    ui::update(
        &mut app,
        Message::Setup(setup::Message::from(setup::gold::Choice::Switch(true))),
    );
    click(&mut app, "Start game")?;
    Ok(app)
}

fn gold_state(app: &App) -> meeple_companion::engine::gold::State {
    let Screen::Game(game) = app.screen() else {
        panic!("not in a game: {:?}", app.screen())
    };
    game.saved()
        .game
        .state()
        .gold
        .clone()
        .expect("Gold Mines is on")
}

/// RULES GM1, T6: the switch sets the tile counter to 80; a gold tile is
/// one tap, and the panel shows the pieces.
#[test]
fn gold_mines_a_gold_tile_is_one_tap() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = gold_game(&dir)?;
    let Screen::Game(game) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    assert_eq!(game.saved().game.state().tiles_left, Some(79));
    // The gold's own page counts the pieces.
    click(&mut app, "Gold")?;
    let _ = simulator(&app).find("supply 16 · board 0")?;
    click(&mut app, "Gold tile")?;
    let gold = gold_state(&app);
    assert_eq!((gold.supply, gold.board), (14, 2));
    let mut ui = simulator(&app);
    let _ = ui.find("supply 14 · board 2")?;
    let _ = ui.find("Anna 0 (0 points)")?;
    Ok(())
}

/// RULES GM3: after a shared road, the award is offered with the road's
/// holders preselected, and the hand-out is previewed piece by piece
/// before it is confirmed (seed 003: RED, BLUE, RED).
#[test]
fn gold_mines_an_award_with_its_preview() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = gold_game(&dir)?;
    click(&mut app, "Gold tile")?;
    click(&mut app, "Gold tile")?;
    for label in ["Bert", "Anna", "4", "Road"] {
        click(&mut app, label)?;
    }
    assert_eq!(totals(&app), vec![4, 4]);
    // The settle area offers the award for the road, naming its holders.
    let _ = simulator(&app).find("Anna · Award gold for the road")?;
    click(&mut app, "Award gold")?;
    // The 4 pieces this turn's two gold tiles put on the board are
    // prefilled; one fewer is the award here.
    let _ = simulator(&app).find("Hand-out: Anna, Bert, Anna, Bert")?;
    let mut ui = simulator(&app);
    let _ = ui.click(id("gold-pool-0-less"))?;
    for message in ui.into_messages() {
        ui::update(&mut app, message);
    }
    let _ = simulator(&app).find("Hand-out: Anna, Bert, Anna")?;
    click(&mut app, "Award")?;
    let gold = gold_state(&app);
    assert_eq!(gold.players, vec![2, 1]);
    assert_eq!(gold.last_award, vec![PlayerId(0), PlayerId(1), PlayerId(0)]);
    click(&mut app, "Gold")?;
    let mut ui = simulator(&app);
    let _ = ui.find("Handed out: Anna, Bert, Anna")?;
    let _ = ui.find("Anna 2 (2 points)")?;
    let _ = ui.find("Bert 1 (1 point)")?;
    Ok(())
}

/// RULES GM5, F2: the results show each player's gold as its own line.
#[test]
fn gold_mines_the_results_line() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = gold_game(&dir)?;
    for _ in 0..4 {
        click(&mut app, "Gold tile")?;
    }
    click(&mut app, "7")?;
    click(&mut app, "City")?;
    click(&mut app, "Award gold")?;
    // 8 pieces prefilled (four gold tiles this turn): 7 of them.
    let mut ui = simulator(&app);
    let _ = ui.click(id("gold-pool-0-less"))?;
    for message in ui.into_messages() {
        ui::update(&mut app, message);
    }
    click(&mut app, "Award")?;
    click(&mut app, "Menu")?;
    click(&mut app, "Final scoring")?;
    click(&mut app, "Start the final scoring")?;
    // The guided final scoring: features, gold (GM5), then the results.
    click(&mut app, "Next: Gold")?;
    let _ = simulator(&app).find("Anna: 7 × 3 = 21")?;
    click(&mut app, "Next: Results")?;
    click(&mut app, "End game and show the results")?;
    let Screen::Summary(summary) = app.screen() else {
        panic!("expected the results, got {:?}", app.screen())
    };
    assert_eq!(summary.saved().game.state().totals(), vec![7 + 21, 0]);
    let _ = simulator(&app).find("Gold 7 pieces × 3 = 21")?;
    Ok(())
}

/// The keys sheet's promise on an award of gold: G opens the award that is
/// offered, and while it is drafted, Enter gives its main answer (Award).
#[test]
fn gold_mines_g_opens_the_award_and_enter_confirms_it() -> Result<(), Error> {
    use iced::keyboard::{self, Key, Location, Modifiers, key};
    let press = |key: Key, text: Option<&str>| {
        Message::Key(keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key,
            physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers: Modifiers::empty(),
            text: text.map(Into::into),
            repeat: false,
        })
    };
    let dir = tempfile::tempdir().unwrap();
    let mut app = gold_game(&dir)?;
    click(&mut app, "Gold tile")?;
    click(&mut app, "Gold tile")?;
    for label in ["Bert", "Anna", "4", "Road"] {
        click(&mut app, label)?;
    }
    ui::update(&mut app, press(Key::Character("g".into()), Some("g")));
    let _ = simulator(&app).find("Hand-out: Anna, Bert, Anna, Bert")?;
    let mut ui = simulator(&app);
    let _ = ui.click(id("gold-pool-0-less"))?;
    for message in ui.into_messages() {
        ui::update(&mut app, message);
    }
    ui::update(&mut app, press(Key::Named(key::Named::Enter), None));
    assert_eq!(gold_state(&app).players, vec![2, 1]);
    Ok(())
}

/// Issue 29: with six players the award names its claimants (not their
/// initials), shortened where long; another pool than the one edited is
/// one line with its pieces and claimants, and a tap on it edits it.
#[test]
fn gold_claimants_are_named_with_six_players() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::resumed(
        &dir,
        "player Anna red\nplayer Bert blue\nplayer Cleo yellow\nplayer Dana green\n\
         player \"Emilia Konstantynowicz\" black\nplayer Finn grey\n\
         gold-mines\nbegin\ngold-tile\nscore road 4 Anna Bert\n",
    );
    click(&mut app, "Award gold")?;
    {
        let mut ui = simulator(&app);
        for name in ["Anna", "Bert", "Cleo", "Dana", "Emilia K…", "Finn"] {
            let _ = ui.find(name)?;
        }
    }
    click(&mut app, "Add a pool")?;
    // Pool 1 is now a line of its own; pool 2 is edited, by name.
    let mut ui = simulator(&app);
    let _ = ui.find("Pool 1: 2 · Anna, Bert")?;
    let _ = ui.find("Cleo")?;
    let _ = ui.click(id("gold-pool-0"))?;
    let messages: Vec<Message> = ui.into_messages().collect();
    for message in messages {
        ui::update(&mut app, message);
    }
    let _ = simulator(&app).find("Pool 2: 1 · nobody yet")?;
    Ok(())
}
