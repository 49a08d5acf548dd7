//! Pictures of Home, Setup, Results and Settings for looking at (not a
//! check): every size, light and dark, in the states the layout test
//! walks, 6 players unless `SHOT_PLAYERS` says otherwise, in `SHOT_LANG`
//! (German unless `en`, `nl`, `pl`); `SHOT_SCREEN=home` for one screen,
//! `SHOT_SIZE=1280x3200` for one (tall) size. Run with
//! `MEEPLE_COMPANION_SHOTS=DIR cargo test --test gui_look_screens -- --ignored`.

mod faults;
mod layout;
mod ui;

use iced::Size;
use iced_test::{Error, Simulator};
use meeple_companion::app::{self, design};
use meeple_companion::i18n::{self, Language};

#[test]
#[ignore = "pictures to look at"]
fn pictures_of_the_screens() -> Result<(), Error> {
    let Some(dir) = std::env::var_os("MEEPLE_COMPANION_SHOTS") else {
        return Ok(());
    };
    let language = match std::env::var("SHOT_LANG").as_deref() {
        Ok("en") => Language::English,
        Ok("nl") => Language::Dutch,
        Ok("pl") => Language::Polish,
        _ => Language::German,
    };
    let players = std::env::var("SHOT_PLAYERS")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(6);
    let sizes: Vec<Size> = match std::env::var("SHOT_SIZE").ok().and_then(|s| {
        let (w, h) = s.split_once('x')?;
        Some(Size::new(w.parse().ok()?, h.parse().ok()?))
    }) {
        Some(size) => vec![size],
        None => layout::SIZES.to_vec(),
    };
    i18n::set_language(language);
    for screen in [
        layout::screens::HOME,
        layout::screens::SETUP,
        layout::screens::RESULTS,
        layout::screens::SETTINGS,
    ] {
        if std::env::var("SHOT_SCREEN").is_ok_and(|only| only != screen.name) {
            continue;
        }
        for (n, state) in (screen.states)(players).into_iter().enumerate() {
            for size in &sizes {
                for dark in [false, true] {
                    let mut ui = Simulator::with_size(
                        iced::Settings {
                            default_font: app::FONT,
                            ..iced::Settings::default()
                        },
                        *size,
                        state.app.view(),
                    );
                    let name = format!(
                        "{}{n}-{}-{}x{}-{}",
                        screen.name,
                        language.code(),
                        size.width,
                        size.height,
                        if dark { "dark" } else { "light" }
                    );
                    let path = std::path::Path::new(&dir).join(&name);
                    // `matches_image` names the file after the renderer and
                    // writes it only when there is none.
                    let _ = std::fs::remove_file(
                        std::path::Path::new(&dir).join(format!("{name}-tiny-skia.png")),
                    );
                    let _ = ui.snapshot(&design::theme(dark))?.matches_image(path)?;
                }
            }
        }
    }
    i18n::set_language(Language::English);
    Ok(())
}
