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
        layout::screens::LEAVING,
    ]);
    println!("layout: walked in {:.1} s", start.elapsed().as_secs_f32());
    let mut report = report;
    report.problems.extend(layout::screens::uncentred_labels());
    report.problems.extend(layout::screens::kept_in_view());
    report.assert();
}
