//! GUI tests of Christmas Present in iced's headless simulator: a draw, a
//! now card, a hand shown and hidden again, the shield question and the
//! hand limit (RULES XP3–XP6). Games start from notation with known decks.

mod ui;

use iced_test::{Error, Simulator};
use meeple_companion::app::{self, App, Message, Screen};
use meeple_companion::engine::{Game, Kind, PlayerId, notation};
use meeple_companion::store::{SavedGame, Store};

fn simulator(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1280.0, 800.0),
        app.view(),
    )
}

fn click(app: &mut App, label: &str) -> Result<(), Error> {
    let mut ui = simulator(app);
    let _ = ui.click(label)?;
    for message in ui.into_messages() {
        ui::update(app, message);
    }
    Ok(())
}

fn shows(app: &App, label: &str) -> bool {
    simulator(app).find(label).is_ok()
}

/// A deck order with `top` first and the rest in card order.
fn order(top: &[u16]) -> String {
    let mut cards = top.to_vec();
    cards.extend((1..=32).filter(|n| !top.contains(n)));
    let words: Vec<String> = cards.iter().map(u16::to_string).collect();
    words.join(" ")
}

/// Anna, Bert and Cleo with Christmas Present, resumed from the home
/// screen after `lines` were played.
fn resumed(dir: &tempfile::TempDir, cloister: &[u16], roadside: &[u16], lines: &str) -> App {
    let script = format!(
        "player Anna red\nplayer Bert blue\nplayer Cleo green\nchristmas\n\
         shuffle cloister {}\nshuffle roadside {}\nbegin\n{lines}",
        order(cloister),
        order(roadside)
    );
    let game = notation::run(&script, chrono::Utc::now).unwrap();
    let mut app = ui::app_on(Ok(ui::saved(dir, game).0));
    click(&mut app, "Resume").unwrap();
    assert!(matches!(app.screen(), Screen::Game(_)));
    app
}

/// A window tall enough for the whole setup page.
fn tall(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1280.0, 1400.0),
        app.view(),
    )
}

fn game(app: &App) -> Game {
    match app.screen() {
        Screen::Game(screen) => screen.saved().game.clone(),
        other => panic!("not in a game: {other:?}"),
    }
}

fn hand(app: &App, player: u8) -> Vec<&'static str> {
    let game = game(app);
    game.state()
        .christmas
        .as_ref()
        .unwrap()
        .hand(PlayerId(player))
        .iter()
        .map(|c| c.id())
        .collect()
}

#[test]
fn xp3_a_draw_goes_to_the_hand_and_only_the_drawer_looks_at_it() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir, &[15], &[], "");
    click(&mut app, "Cloister card (32 left)")?;
    assert_eq!(hand(&app, 0), vec!["loop-road"]);
    assert!(shows(&app, "Anna drew a Cloister card"));
    assert!(shows(&app, "Cloister card (31 left)"));
    // The hands are counted on the cards' own page.
    click(&mut app, "Cards")?;
    assert!(shows(&app, "Anna: 1 card"));
    assert!(
        !shows(&app, "Loop road, double"),
        "the table does not see it"
    );
    click(&mut app, "Anna: look at it")?;
    assert!(shows(&app, "Loop road, double"));
    // The next action hides it again.
    click(&mut app, "Bert")?;
    assert!(!shows(&app, "Loop road, double"));
    Ok(())
}

#[test]
fn xp3_a_now_card_is_shown_large_and_used() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir, &[1], &[], "");
    click(&mut app, "Cloister card (32 left)")?;
    // The card is read out, naming who must act.
    assert!(shows(&app, "Anna · 3 points"));
    assert!(shows(&app, "Score 3 points immediately."));
    click(&mut app, "Use it")?;
    assert_eq!(game(&app).state().totals(), vec![3, 0, 0]);
    assert!(!shows(&app, "Use it"));
    Ok(())
}

#[test]
fn xp5_a_now_scoring_card_computes_its_points() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // Cloister 3: an unfinished road at 2 per tile.
    let mut app = resumed(&dir, &[3], &[], "draw cloister\n");
    // The count is typed on the keypad into the card's field.
    click(&mut app, "Tiles")?;
    click(&mut app, "4")?;
    assert!(shows(&app, "8 points"));
    click(&mut app, "Use it")?;
    assert_eq!(game(&app).state().totals(), vec![8, 0, 0]);
    Ok(())
}

#[test]
fn xp4_a_hand_shows_only_on_request_and_hides_on_the_next_action() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir, &[17], &[], "draw cloister\n");
    click(&mut app, "Cards")?;
    assert!(shows(&app, "Anna: 1 card"));
    assert!(!shows(&app, "Shield"));
    click(&mut app, "Anna: 1 card")?;
    assert!(shows(&app, "Anna’s hand"));
    assert!(shows(&app, "Shield"));
    click(&mut app, "Bert")?;
    assert!(!shows(&app, "Anna’s hand"));
    assert!(!shows(&app, "Shield"));
    Ok(())
}

#[test]
fn xp4_a_hand_card_is_played_from_the_private_view() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // Cloister 19: draw two tiles.
    let mut app = resumed(&dir, &[19], &[], "draw cloister\n");
    let left = game(&app).state().tiles_left.unwrap();
    click(&mut app, "Cards")?;
    click(&mut app, "Anna: 1 card")?;
    // A tap on the card reads it in full, with its Play.
    click(&mut app, "Draw two tiles")?;
    click(&mut app, "Play it")?;
    assert!(hand(&app, 0).is_empty());
    assert_eq!(game(&app).state().tiles_left, Some(left - 1));
    Ok(())
}

#[test]
fn xp6_the_shield_question_goes_to_the_player_it_is_used_against() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // Roadside 5: join a city occupied by another player.
    let mut app = resumed(&dir, &[], &[5], "");
    click(&mut app, "Roadside card (32 left)")?;
    assert!(shows(&app, "Anna · Join a city"));
    click(&mut app, "Against Bert")?;
    click(&mut app, "Use it")?;
    assert!(shows(
        &app,
        "Anna uses “Join a city” against Bert, who cancels it only with a shield in hand."
    ));
    // The question names Bert, in his colour, as the one who answers.
    assert!(shows(&app, "Bert, a shield?"));
    click(&mut app, "No shield")?;
    let game = game(&app);
    let cards = game.state().christmas.as_ref().unwrap();
    assert!(cards.attack.is_none());
    assert_eq!(cards.discard.len(), 1);
    Ok(())
}

#[test]
fn xp4_the_hand_limit_is_discarded_on_a_private_view() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let lines = "draw cloister\nanother-tile\n".repeat(6);
    let mut app = resumed(&dir, &[15, 16, 17, 18, 19, 20], &[], &lines);
    click(&mut app, "End turn")?;
    assert_eq!(game(&app).state().turn.player, PlayerId(0), "refused");
    assert!(shows(
        &app,
        "Anna holds 6 cards: discard 1 before the turn ends (at most 5)."
    ));
    assert!(!shows(&app, "Anna’s hand"));
    click(&mut app, "Show Anna’s hand")?;
    assert!(shows(&app, "Anna’s hand"));
    // The prompt stays while the hand is open.
    assert!(shows(
        &app,
        "Anna holds 6 cards: discard 1 before the turn ends (at most 5)."
    ));
    click(&mut app, "Loop road, double")?;
    click(&mut app, "Discard")?;
    assert_eq!(hand(&app, 0).len(), 5);
    click(&mut app, "End turn")?;
    assert_eq!(game(&app).state().turn.player, PlayerId(1));
    Ok(())
}

#[test]
fn xp5_setup_switches_christmas_present_on_with_its_option() -> Result<(), Error> {
    use iced_test::selector::id;
    use meeple_companion::engine::christmas::CardBonus;
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::app(&dir);
    click(&mut app, "New game")?;
    for (seat, name) in ["Anna", "Bert"].iter().enumerate() {
        let mut ui = simulator(&app);
        let _ = ui.click(id(format!("name-{seat}")))?;
        let _ = ui.typewrite(name);
        for message in ui.into_messages() {
            ui::update(&mut app, message);
        }
    }
    let mut ui = tall(&app);
    let _ = ui.click("Christmas Present")?;
    for message in ui.into_messages() {
        ui::update(&mut app, message);
    }
    let mut ui = Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        (1280.0, 1400.0),
        app.view(),
    );
    let _ =
        ui.find("A bonus card (loop road, city with or without pennants) changes the scoring of…")?;
    drop(ui);
    // Radio labels are drawn by the radio itself, so the choice is sent
    // as the radio sends it.
    ui::update(
        &mut app,
        Message::Setup(app::setup::Message::from(
            app::setup::christmas::Choice::CardBonus(CardBonus::AllHolders),
        )),
    );
    click(&mut app, "Start game")?;
    let game = game(&app);
    assert_eq!(
        game.setup().christmas.map(|c| c.card_bonus),
        Some(CardBonus::AllHolders)
    );
    let cards = game.state().christmas.as_ref().unwrap();
    assert_eq!((cards.cloister.len(), cards.roadside.len()), (32, 32));
    assert!(shows(&app, "Cloister card (32 left)"));
    Ok(())
}

#[test]
fn xp8_end_cards_are_revealed_with_their_helper_at_final_scoring() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // Cloister 27: 2 points per follower in the supply.
    let mut app = resumed(&dir, &[27], &[], "draw cloister\nfinal-scoring\n");
    assert!(
        shows(&app, "Anna · Followers in the supply"),
        "the card, face up"
    );
    click(&mut app, "How many followers in the supply?")?;
    click(&mut app, "3")?;
    click(&mut app, "Reveal for Anna")?;
    let g = game(&app);
    assert_eq!(g.state().totals(), vec![6, 0, 0], "{:?}", g.log().last());
    assert!(shows(&app, "No cards were left in the hands."));
    Ok(())
}

#[test]
fn xp7_xp6b_deferred_points_in_play_and_the_discard_pile_are_listed() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // Roadside 11: lay down the followers on a road; Cloister 1: 3 points.
    let mut app = resumed(
        &dir,
        &[1],
        &[11],
        "draw cloister\nuse\ndraw roadside\nuse against Bert\nshield Bert no\n",
    );
    click(&mut app, "Cards")?;
    assert!(shows(&app, "1 · Lay down: road (Anna)  ✕"));
    // Bert's 6, typed on the entry, deferred from the cards' page.
    for label in ["Points", "Bert", "6", "Cards", "Defer road"] {
        click(&mut app, label)?;
    }
    assert!(shows(&app, "Deferred points: Bert 6"));
    click(&mut app, "Discard pile (1)")?;
    assert!(shows(&app, "3 points"));
    click(&mut app, "Hide")?;
    // The table discards the laid-down card once the road is done with.
    click(&mut app, "1 · Lay down: road (Anna)  ✕")?;
    assert!(!shows(&app, "1 · Lay down: road (Anna)  ✕"));
    assert!(shows(&app, "Discard pile (2)"));
    Ok(())
}

#[test]
fn f2_the_results_show_end_cards_and_deferred_points() -> Result<(), Error> {
    use meeple_companion::engine::summary::Summary;
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(
        &dir,
        &[27],
        &[],
        "draw cloister\ndefer road Anna=5\nfinal-scoring\nreveal Anna supply 4\n",
    );
    let summary = Summary::of(&game(&app), chrono::Utc::now(), &[]);
    let anna = summary.lines.iter().find(|l| l.name == "Anna").unwrap();
    let parts: Vec<(&str, i64)> = anna.parts.iter().map(|p| (p.part, p.points)).collect();
    // F1: the deferred points are not in the totals before step 4.
    assert_eq!(parts, vec![("end-cards", 8), ("deferred", 0)]);
    assert_eq!(anna.sum_of_parts(), 8);
    // The guided final scoring: end cards, features, deferred, results.
    assert!(shows(&app, "1. End cards"));
    assert!(shows(&app, "Anna: 8 from end cards"));
    click(&mut app, "3. Deferred")?;
    assert!(shows(&app, "Anna: 5 deferred"));
    click(&mut app, "4. Results")?;
    click(&mut app, "End game and show the results")?;
    assert!(matches!(app.screen(), Screen::Summary(_)));
    assert!(shows(&app, "End cards"));
    assert!(shows(&app, "Deferred"));
    Ok(())
}

#[test]
fn f1_xp7_next_from_the_features_pays_and_the_way_back_offers_the_undo() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(
        &dir,
        &[27],
        &[],
        "draw cloister\ndefer road Anna=5\nfinal-scoring\nreveal Anna supply 4\n",
    );
    let totals = |app: &App| game(app).state().totals();
    click(&mut app, "Next: Features")?;
    assert_eq!(totals(&app), vec![8, 0, 0], "step 4 is not reached yet");
    click(&mut app, "Next: Deferred")?;
    assert_eq!(totals(&app), vec![13, 0, 0]);
    assert_eq!(
        game(&app).log().last().map(|e| e.command.clone()),
        Some(meeple_companion::engine::Command::Christmas(
            meeple_companion::engine::christmas::Command::PayDeferred
        ))
    );
    assert!(shows(&app, "Anna: 5 deferred"));
    // Back to the features: no more are entered, and the payment can be
    // taken back.
    click(&mut app, "2. Features")?;
    assert!(shows(
        &app,
        "The deferred points are paid (step 4), so no more final features are entered."
    ));
    assert!(!shows(&app, "Add 0 (road) for Anna"));
    click(&mut app, "Undo the payment to enter more")?;
    assert_eq!(totals(&app), vec![8, 0, 0]);
    assert!(shows(&app, "Add 0 (road) for Anna"));
    // Paying from the step itself, when the table went there directly.
    click(&mut app, "1. End cards")?;
    click(&mut app, "3. Deferred")?;
    assert_eq!(totals(&app), vec![8, 0, 0]);
    click(&mut app, "Pay the deferred points")?;
    assert_eq!(totals(&app), vec![13, 0, 0]);
    Ok(())
}

#[test]
fn xp4_export_during_a_game_warns_that_it_tells_every_hand() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir, &[17], &[], "draw cloister\n");
    click(&mut app, "Menu")?;
    click(&mut app, "Export")?;
    let Screen::Game(screen) = app.screen() else {
        panic!("not in a game")
    };
    let file = dir.path().join(format!("{}.txt", screen.saved().id));
    let text = std::fs::read_to_string(&file).expect("the export file was written");
    assert!(text.contains("# Christmas Present: the deck orders below tell every hand"));
    assert!(shows(
        &app,
        &format!(
            "The game is on the clipboard as notation, and saved in {}. It contains every hand: keep it from the other players until the game ends.",
            file.display()
        )
    ));
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

/// The number keys reach the form of a card chosen in a hand (its tiles),
/// not the points entry under the private view, and the hand stays open.
#[test]
fn xp4_the_keys_reach_a_hand_card_s_form() -> Result<(), Error> {
    use iced::keyboard::{Key, key::Named};
    let dir = tempfile::tempdir().unwrap();
    // Cloister 15: a loop road, 2 points per tile.
    let mut app = resumed(&dir, &[15], &[], "draw cloister\n");
    click(&mut app, "Cards")?;
    click(&mut app, "Anna: 1 card")?;
    click(&mut app, "Loop road, double")?;
    assert!(shows(&app, "0 points"));
    key(&mut app, Key::Character("4".into()), "4");
    assert!(shows(&app, "Anna’s hand"), "the hand stays open");
    assert!(shows(&app, "8 points"));
    key(&mut app, Key::Character("+".into()), "+");
    assert!(shows(&app, "10 points"));
    key(&mut app, Key::Character("2".into()), "2");
    assert!(shows(&app, "104 points"), "52 tiles");
    key(&mut app, Key::Named(Named::Backspace), "");
    assert!(shows(&app, "10 points"));
    Ok(())
}

/// The keys sheet's promise on a card drawn *now*: Enter uses it (its
/// main answer), D says it has no target.
#[test]
fn xp3_enter_uses_a_now_card_and_d_has_no_target() -> Result<(), Error> {
    use iced::keyboard::{Key, key::Named};
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir, &[1, 3], &[], "");
    click(&mut app, "Cloister card (32 left)")?;
    assert!(shows(&app, "Anna · 3 points"));
    key(&mut app, Key::Named(Named::Enter), "\r");
    assert_eq!(game(&app).state().totals(), vec![3, 0, 0]);
    assert!(!shows(&app, "Use it"));
    // One card per deck per tile: the next tile's.
    click(&mut app, "Another tile")?;
    click(&mut app, "Cloister card (31 left)")?;
    assert!(shows(&app, "Use it"), "{:?}", ui::texts(&app));
    key(&mut app, Key::Character("d".into()), "d");
    assert!(
        !shows(&app, "Use it"),
        "settled without a target: {:?}",
        ui::texts(&app)
    );
    Ok(())
}

/// A bonus card is played from a hand by touch alone: the keypad stands
/// under its form and types its count, and with The Messages the figure its
/// points move is chosen beside Play (RULES MSG1), the hand staying open.
#[test]
fn xp5_a_bonus_card_is_played_from_a_hand_with_the_keypad_and_the_figure() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let script = format!(
        "player Anna red\nplayer Bert blue\nchristmas\nmessages\n\
         shuffle messages 1 2 3 4 5 6 7 8\nshuffle cloister {}\nshuffle roadside {}\n\
         begin\ndraw cloister\n",
        order(&[15]),
        order(&[1])
    );
    let game_at = notation::run(&script, chrono::Utc::now).unwrap();
    let store = Store::at(dir.path());
    store
        .save(&SavedGame {
            id: store.new_id(chrono::Utc::now()),
            created: chrono::Utc::now(),
            game: game_at,
        })
        .unwrap();
    let mut app = ui::app_on(Ok(store));
    click(&mut app, "Resume")?;
    click(&mut app, "Cards")?;
    click(&mut app, "Anna: 1 card")?;
    click(&mut app, "Loop road, double")?;
    // The keypad under the form: 4 tiles, 8 points.
    let mut ui = simulator(&app);
    let _ = ui.click(iced_test::selector::id("key-4"))?;
    for message in ui.into_messages() {
        ui::update(&mut app, message);
    }
    assert!(shows(&app, "Anna’s hand"), "the hand stays open");
    assert!(shows(&app, "8 points"), "{:?}", ui::texts(&app));
    // The figure the points move, saying where they take it: a tap takes
    // the other.
    click(&mut app, "meeple → 8")?;
    assert!(shows(&app, "messenger → 8"), "{:?}", ui::texts(&app));
    assert!(shows(&app, "Anna’s hand"), "the figure keeps the hand open");
    click(&mut app, "Play it")?;
    assert!(hand(&app, 0).is_empty());
    let after = game(&app);
    assert_eq!(
        after.state().players[0].figures,
        vec![0, 8],
        "the messenger moved"
    );
    Ok(())
}

/// RULES XP7, issue 29: a laid-down feature's points are entered where the
/// points are typed: the switch under Score sends the next road, city or
/// cloister to the ledger (a farm is off meanwhile), and is off again after.
#[test]
fn xp7_laid_down_points_go_to_the_ledger_from_the_entry() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir, &[], &[], "");
    click(&mut app, "8")?;
    click(&mut app, "Anna")?;
    click(&mut app, "☐ Laid down")?;
    {
        let mut ui = simulator(&app);
        let _ = ui.find("☑ Laid down")?;
        // A farm is never laid down: the kind does nothing now.
        let _ = ui.click("Farm")?;
        assert_eq!(ui.into_messages().count(), 0);
    }
    click(&mut app, "City")?;
    let after = game(&app);
    let cards = after.state().christmas.as_ref().unwrap();
    assert_eq!(cards.deferred.len(), 1);
    assert_eq!(cards.deferred[0].kind, Kind::City);
    assert_eq!(cards.deferred[0].scorings[0].points, 8);
    assert_eq!(after.state().players[0].total(), 0, "not on the track");
    assert!(shows(&app, "☐ Laid down"), "the switch is off again");
    // By keys alone: J turns it on, C defers the city.
    key(&mut app, iced::keyboard::Key::Character("5".into()), "5");
    key(
        &mut app,
        iced::keyboard::Key::Named(iced::keyboard::key::Named::F2),
        "",
    );
    key(&mut app, iced::keyboard::Key::Character("j".into()), "j");
    assert!(shows(&app, "☑ Laid down"));
    key(&mut app, iced::keyboard::Key::Character("c".into()), "c");
    let after = game(&app);
    let cards = after.state().christmas.as_ref().unwrap();
    assert_eq!(cards.deferred.len(), 2);
    assert_eq!(cards.deferred[1].scorings[0].player, PlayerId(1));
    assert_eq!(cards.deferred[1].scorings[0].points, 5);
    // While the table settles something (a now card drawn), there is
    // nothing to defer: no switch.
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir, &[1], &[], "");
    click(&mut app, "Cloister card (32 left)")?;
    assert!(!shows(&app, "☐ Laid down"));
    // Nor while a message drawn waits (another expansion's hold).
    let dir = tempfile::tempdir().unwrap();
    let app = ui::resumed(
        &dir,
        "player Anna red\nplayer Bert blue\nmessages\nchristmas\nbegin\n\
         score city 10 Anna\nend-turn\n",
    );
    assert!(game(&app).state().hold().is_some(), "a message waits");
    assert!(!shows(&app, "☐ Laid down"));
    Ok(())
}
