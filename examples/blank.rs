//! A blank iced window built with the app's iced features: the yardstick
//! for the app's start-up time and memory (`gui-shot` prints both).
//!
//! `cargo build --release --example blank`

use iced::Element;
use iced::widget::space;

fn main() -> iced::Result {
    iced::application(Blank::default, Blank::update, Blank::view)
        .window_size((1280.0, 800.0))
        .run()
}

#[derive(Default)]
struct Blank;

impl Blank {
    fn update(&mut self, _message: ()) {}

    fn view(&self) -> Element<'_, ()> {
        space().into()
    }
}
