//! Every screen at 1100×700, 1280×800 and 1920×1080, with 2 and 6 players
//! (the longest names), in English, Dutch, German and Polish: no text
//! clipped or outside its box, no two controls overlapping, every control
//! of a screen that does not scroll on screen and a finger's size, and the
//! keys that must not move kept in place (see `tests/layout/mod.rs`).

mod faults;
mod layout;
mod ui;

#[test]
fn every_screen_fits_every_window_in_every_language() {
    let start = std::time::Instant::now();
    let report = layout::walk(&[
        layout::game::PLAYING,
        layout::game::FINAL,
        layout::screens::HOME,
        layout::screens::SETUP,
        layout::screens::FIX,
        layout::screens::RESULTS,
        layout::screens::SETTINGS,
        layout::screens::STATS,
        layout::screens::LEAVING,
    ]);
    println!("layout: walked in {:.1} s", start.elapsed().as_secs_f32());
    let mut report = report;
    report.problems.extend(layout::screens::uncentred_labels());
    report.problems.extend(layout::screens::kept_in_view());
    report.assert();
}

/// The Menu and the Phones and TV panel grow with the window, as the game
/// screen does: their words at 1920×1080 at least 1.3 times their size at
/// 1100×700.
#[test]
fn the_menu_and_the_phones_panel_grow_with_the_window() {
    use meeple_companion::app::{Message, game};
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::resumed(&dir, "player Anna red\nplayer Bert blue\nbegin\n");
    let size = |app: &meeple_companion::app::App, words: &str, width: f32, height: f32| {
        let frame = layout::Frame::new(app, iced::Size::new(width, height));
        frame
            .text(words)
            .unwrap_or_else(|| panic!("{words} at {width}×{height}"))
            .size
    };
    ui::update(&mut app, Message::Game(game::Message::Menu(true)));
    let (small, large) = (
        size(&app, "Export", 1100.0, 700.0),
        size(&app, "Export", 1920.0, 1080.0),
    );
    assert!(large >= 1.3 * small, "the menu: {small} → {large}");
    ui::update(&mut app, Message::Game(game::Message::Share));
    let (small, large) = (
        size(&app, "Phones and TV", 1100.0, 700.0),
        size(&app, "Phones and TV", 1920.0, 1080.0),
    );
    assert!(large >= 1.3 * small, "the phones panel: {small} → {large}");
}
