//! Christmas Present's icon, drawn like the base game's (`app::icons`).

use iced::widget::canvas::{Frame, Path};
use iced::{Color, Rectangle, Size};

use crate::app::icons::{Icon, Own, at, star};

/// Christmas Present's icon: a card with a star.
pub const ICON: Icon = Icon::Own(Own {
    name: "card",
    paint: card,
});

fn card(frame: &mut Frame, r: Rectangle, ink: Color) {
    let w = r.width;
    let card = Rectangle::new(at(r, 0.18, 0.04), Size::new(0.64 * w, 0.92 * w));
    let path = Path::rounded_rectangle(card.position(), card.size(), (0.08 * w).into());
    frame.fill(&path, ink);
    star(
        frame,
        Rectangle::new(at(r, 0.30, 0.30), Size::new(0.4 * w, 0.4 * w)),
        Color::WHITE.scale_alpha(0.9),
    );
}
