//! The Messages at the GUI: choosing the figure with its landing shown, the
//! draw read out on the panel, and both resolutions (RULES MSG1–MSG6).

mod ui;

use iced_test::Error;
use meeple_companion::app::{App, Message, Screen, setup};
use meeple_companion::engine::messages;
use ui::{app, click, simulator, smallest, type_name};

/// Anna and Bert with The Messages, on the game screen.
fn messages_game(dir: &tempfile::TempDir, physical: bool) -> Result<App, Error> {
    let mut app = app(dir);
    click(&mut app, "New game")?;
    type_name(&mut app, 0, "Anna")?;
    type_name(&mut app, 1, "Bert")?;
    ui::click_tall(&mut app, "The Messages")?;
    if physical {
        // The option sits below the fold of the setup page; the section's
        // own message is what its radio sends.
        ui::update(
            &mut app,
            Message::Setup(setup::Message::from(setup::messages::Choice::Draw(
                messages::Draw::Physical,
            ))),
        );
    }
    click(&mut app, "Start game")?;
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "{:?}",
        app.screen()
    );
    Ok(app)
}

fn figures(app: &App, seat: usize) -> Vec<u32> {
    let Screen::Game(game) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    game.saved().game.state().players[seat].figures.clone()
}

fn messages_state(app: &App) -> messages::State {
    let Screen::Game(game) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    game.saved().game.state().messages.clone().unwrap()
}

/// MSG1: "Anna completes a city worth 8 on her messenger" in three taps,
/// and the entry shows where each figure would land before Score.
#[test]
fn msg1_the_figure_is_chosen_with_its_landing_shown() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = messages_game(&dir, false)?;
    ui::keypad(&mut app, "10")?;
    {
        let mut ui = simulator(&app);
        let _ = ui.find("meeple → 10 dark")?;
        let _ = ui.find("messenger → 10 dark")?;
    }
    click(&mut app, "messenger → 10 dark")?;
    click(&mut app, "City")?;
    assert_eq!(figures(&app, 0), vec![0, 10]);
    assert_eq!(figures(&app, 1), vec![0, 0]);
    Ok(())
}

/// MSG3: ending the turn draws the message and the panel reads it out; the
/// turn stays with Anna while it waits.
#[test]
fn msg3_the_draw_is_read_out() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = messages_game(&dir, false)?;
    for label in ["5", "City", "End turn"] {
        click(&mut app, label)?;
    }
    let number = messages_state(&app).pending.and_then(|p| p.number).unwrap();
    let title = meeple_companion::i18n::message_title(number);
    let mut ui = simulator(&app);
    // Read out in the settle area, naming who draws it.
    let _ = ui.find(format!("Anna · Message {number} · {title}"))?;
    let _ = ui.find(meeple_companion::i18n::message_text(number))?;
    let _ = ui.find("Take 2 points")?;
    // Nothing else goes on while it waits: the entry's Score stays in its
    // place (nothing moves, issue 29) but does nothing, nor do the turn
    // buttons.
    // A message with a switch (a complete city, no majority) puts it in
    // Score's place instead.
    let switch = matches!(
        messages::message(number).map(|m| m.helper),
        Some(messages::Helper::City | messages::Helper::Feature)
    );
    if switch {
        assert!(ui.find("Score").is_err());
    } else {
        let _ = ui.click("Score")?;
    }
    let _ = ui.click("End turn")?;
    assert_eq!(ui.into_messages().count(), 0);
    Ok(())
}

/// MSG5, MSG6: a message carried out with its helper, on the messenger.
#[test]
fn msg6_a_message_is_carried_out_with_its_counts() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = messages_game(&dir, true)?;
    for label in ["5", "City", "End turn", "3 · Smallest cloister", "+", "+"] {
        click(&mut app, label)?;
    }
    let _ = simulator(&app).find("meeple → 8")?;
    click(&mut app, "messenger → 3")?;
    click(&mut app, "Carry out: +3")?;
    assert_eq!(figures(&app, 0), vec![5, 3]);
    assert!(messages_state(&app).pending.is_none());
    Ok(())
}

/// MSG5: taking 2 points instead, and then ending the turn again.
#[test]
fn msg5_take_two_then_end_the_turn() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = messages_game(&dir, false)?;
    for label in ["5", "City", "End turn", "Take 2 points"] {
        click(&mut app, label)?;
    }
    assert_eq!(figures(&app, 0), vec![7, 0]);
    // The message drawn by End turn settled, the app finishes that End
    // turn as a command of its own, and says so; Undo takes the end of
    // the turn back first.
    let Screen::Game(game) = app.screen() else {
        panic!()
    };
    assert_eq!(game.saved().game.state().turn.player.0, 1);
    assert_eq!(
        game.saved().game.log().last().map(|e| e.command.clone()),
        Some(meeple_companion::engine::Command::EndTurn)
    );
    let _ = simulator(&app).find("Done: Message: 2 points instead (meeple), then End of turn")?;
    click(&mut app, "Undo this")?;
    let Screen::Game(game) = app.screen() else {
        panic!()
    };
    assert_eq!(game.saved().game.state().turn.player.0, 0);
    assert_eq!(figures(&app, 0), vec![7, 0], "only the end of the turn");
    let _ = simulator(&app).find("Undone: End of turn · Bert’s turn")?;
    Ok(())
}

/// With physical tiles the table names the number it drew, then resolves.
#[test]
fn msg4_physical_tiles_are_named_on_the_panel() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = messages_game(&dir, true)?;
    for label in ["5", "City", "Tile done"] {
        click(&mut app, label)?;
    }
    let _ = simulator(&app).find("Anna draws a message tile")?;
    click(&mut app, "6 · 2 points per knight")?;
    click(&mut app, "+")?;
    click(&mut app, "+")?;
    click(&mut app, "Carry out: +4")?;
    assert_eq!(figures(&app, 0), vec![9, 0]);
    assert_eq!(messages_state(&app).drawn, vec![6]);
    Ok(())
}

/// At the smallest window, the entry with two figures and the message panel
/// keep every control on screen.
#[test]
fn the_message_screens_fit_the_smallest_window() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = messages_game(&dir, true)?;
    click(&mut app, "5")?;
    {
        let mut ui = smallest(&app);
        for label in ["meeple → 5 dark", "City", "Score", "End turn", "Tile done"] {
            let _ = ui.click(label)?;
        }
    }
    for label in ["City", "Tile done", "2 · Smallest city"] {
        click(&mut app, label)?;
    }
    let mut ui = smallest(&app);
    for label in ["Take 2 points", "☐ The city is complete", "Carry out: +0"] {
        let _ = ui.click(label)?;
    }
    Ok(())
}

/// A key as the keyboard sends it.
fn key(app: &mut App, key: iced::keyboard::Key, text: &str) {
    use iced::keyboard::{self, Location, Modifiers, key};
    ui::update(
        app,
        Message::Key(keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key,
            physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers: Modifiers::empty(),
            text: (!text.is_empty()).then(|| text.into()),
            repeat: false,
        }),
    );
}

/// The keys sheet's promise on a drawn message: its counts typed on the
/// number keys, Enter carries it out (the main answer), not the entry's
/// "type the points first".
#[test]
fn enter_carries_out_a_drawn_message() -> Result<(), Error> {
    use iced::keyboard::{Key, key::Named};
    let dir = tempfile::tempdir().unwrap();
    let mut app = messages_game(&dir, true)?;
    for label in ["5", "City", "End turn", "3 · Smallest cloister"] {
        click(&mut app, label)?;
    }
    key(&mut app, Key::Character("2".into()), "2");
    let _ = simulator(&app).find("Carry out: +3")?;
    key(&mut app, Key::Named(Named::Enter), "\r");
    assert_eq!(figures(&app, 0), vec![8, 0]);
    assert!(messages_state(&app).pending.is_none());
    Ok(())
}

/// In a helper of two counts (message 2's city: its tiles and pennants),
/// Tab goes to the other field and the entry mode stays: "3, Tab, 1" is
/// 3 tiles and 1 pennant, not 31 tiles.
#[test]
fn tab_moves_between_a_helpers_two_counts() -> Result<(), Error> {
    use iced::keyboard::{Key, key::Named};
    let dir = tempfile::tempdir().unwrap();
    let mut app = messages_game(&dir, true)?;
    for label in ["5", "City", "End turn", "2 · Smallest city"] {
        click(&mut app, label)?;
    }
    key(&mut app, Key::Character("3".into()), "3");
    key(&mut app, Key::Named(Named::Tab), "\t");
    key(&mut app, Key::Character("1".into()), "1");
    let _ = simulator(&app).find("Carry out: +4")?;
    // Shift+Tab goes back: one more tile.
    {
        use iced::keyboard::{self, Location, Modifiers, key};
        ui::update(
            &mut app,
            Message::Key(keyboard::Event::KeyPressed {
                key: Key::Named(Named::Tab),
                modified_key: Key::Named(Named::Tab),
                physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
                location: Location::Standard,
                modifiers: Modifiers::SHIFT,
                text: None,
                repeat: false,
            }),
        );
    }
    key(&mut app, Key::Character("+".into()), "+");
    let _ = simulator(&app).find("Carry out: +5")?;
    key(&mut app, Key::Named(Named::Enter), "\r");
    // (10 is dark: the message's points draw the next, MSG5.)
    assert_eq!(figures(&app, 0), vec![10, 0]);
    Ok(())
}
