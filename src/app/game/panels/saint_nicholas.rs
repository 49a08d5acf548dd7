//! Saint Nicholas on the game screen: the board's Santa hat on space 6 and
//! tree on space 24 (RULES SN), drawn here. Its extra turns are the base
//! game's queue and its prompts the engine's; it has nothing to enter.

use iced::widget::canvas::{Frame, Path};
use iced::{Color, Rectangle, Size};

use crate::engine::saint_nicholas::Check;
use crate::engine::{Command, Game, HAT_SPACE, Phase, TREE_SPACE};
use crate::t;

use super::super::panel::{Context, Outcome, Panel as Shape};
use crate::app::icons::{at, polygon, stroke};
use crate::app::track::Picture;

/// The Santa hat's red (the pages print the same, `app.css`).
const HAT_RED: Color = Color::from_rgb8(0xD3, 0x2F, 0x2F);
const SNOW: Color = Color::from_rgb8(0xFA, 0xFA, 0xFA);
/// The tree's green (the pages print the same, `app.css`).
const FIR: Color = Color::from_rgb8(0x2E, 0x7D, 0x32);
const BARK: Color = Color::from_rgb8(0x79, 0x55, 0x48);

/// The Santa hat printed on space 6.
pub const HAT: Picture = Picture {
    name: "hat",
    paint: hat,
    tint: HAT_RED,
};

/// The tree printed on space 24.
pub const TREE: Picture = Picture {
    name: "tree",
    paint: tree,
    tint: FIR,
};

/// Nothing to remember.
#[derive(Debug, Clone, Default)]
pub struct Panel;

/// What the table did on the panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// The tile is done: close the scoring round (SN1 with `check=round`:
    /// the check looks at the whole round).
    CloseRound,
}

impl Shape for Panel {
    type Message = Message;

    fn new(_game: &Game) -> Self {
        Panel
    }

    fn update(&mut self, message: Message, cx: &Context<'_>) -> Outcome {
        match message {
            Message::CloseRound => match cx.points {
                Some(points) => {
                    Outcome::Refused(t!("entry-points-pending", points = points.to_string()))
                }
                None => Outcome::Execute(Command::CloseRound),
            },
        }
    }

    fn turn_actions(&self, game: &Game) -> Vec<(String, Option<Message>)> {
        // With the check once a round, the round's end is the table's to
        // say when a tile scored several features (the same button as
        // another expansion's, shown once).
        let round = game
            .setup()
            .saint_nicholas
            .as_ref()
            .is_some_and(|sn| sn.check == Check::Round);
        if !round {
            return Vec::new();
        }
        let state = game.state();
        vec![(
            t!("entry-tile-done"),
            (state.round.is_some() && state.phase == Phase::Playing)
                .then_some(Message::CloseRound),
        )]
    }

    fn pictures(&self, game: &Game) -> Vec<(u32, Picture)> {
        if game.setup().saint_nicholas.is_some() {
            vec![(HAT_SPACE, HAT), (TREE_SPACE, TREE)]
        } else {
            Vec::new()
        }
    }
}

/// A Santa hat: a red cone flopping right, a white brim and pompom.
fn hat(frame: &mut Frame, r: Rectangle, outline: Color) {
    let line = stroke(outline, 0.04 * r.width);
    let cone = Path::new(|b| {
        b.move_to(at(r, 0.18, 0.76));
        b.quadratic_curve_to(at(r, 0.28, 0.16), at(r, 0.62, 0.10));
        b.quadratic_curve_to(at(r, 0.82, 0.10), at(r, 0.86, 0.34));
        b.quadratic_curve_to(at(r, 0.72, 0.34), at(r, 0.82, 0.76));
        b.close();
    });
    let brim = Path::rounded_rectangle(
        at(r, 0.06, 0.66),
        Size::new(0.88 * r.width, 0.24 * r.height),
        (0.12 * r.height).into(),
    );
    let pompom = Path::circle(at(r, 0.86, 0.34), 0.13 * r.width);
    frame.fill(&cone, HAT_RED);
    frame.stroke(&cone, line);
    for path in [brim, pompom] {
        frame.fill(&path, SNOW);
        frame.stroke(&path, line);
    }
}

/// A Christmas tree: three green tiers on a trunk.
fn tree(frame: &mut Frame, r: Rectangle, outline: Color) {
    let line = stroke(outline, 0.04 * r.width);
    let trunk = Path::rectangle(at(r, 0.41, 0.78), Size::new(0.18 * r.width, 0.2 * r.height));
    frame.fill(&trunk, BARK);
    frame.stroke(&trunk, line);
    for tier in [
        [(0.08, 0.82), (0.92, 0.82), (0.5, 0.38)],
        [(0.16, 0.60), (0.84, 0.60), (0.5, 0.20)],
        [(0.24, 0.40), (0.76, 0.40), (0.5, 0.02)],
    ] {
        let path = polygon(r, &tier);
        frame.fill(&path, FIR);
        frame.stroke(&path, line);
    }
}
