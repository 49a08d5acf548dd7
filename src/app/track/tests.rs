use iced::{Point, Rectangle, Settings, Size};

use super::*;
use crate::app::game::panels::saint_nicholas::{HAT, TREE};
use crate::engine::{HAT_SPACE, TREE_SPACE};

// The snapshot check the GUI tests use too.
#[path = "../../../tests/snapshot/mod.rs"]
mod snapshot;

const SIZES: [Size; 5] = [
    Size::new(900.0, 700.0),
    Size::new(752.0, 780.0),
    Size::new(1600.0, 500.0),
    Size::new(400.0, 900.0),
    Size::new(320.0, 220.0),
];

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() < 1e-3
}

fn inside(inner: Rectangle, outer: Rectangle) -> bool {
    inner.x >= outer.x - 1e-3
        && inner.y >= outer.y - 1e-3
        && inner.x + inner.width <= outer.x + outer.width + 1e-3
        && inner.y + inner.height <= outer.y + outer.height + 1e-3
}

fn overlap(a: Rectangle, b: Rectangle) -> bool {
    let w = (a.x + a.width).min(b.x + b.width) - a.x.max(b.x);
    let h = (a.y + a.height).min(b.y + b.height) - a.y.max(b.y);
    w > 1e-3 && h > 1e-3
}

#[test]
fn t1_fifty_distinct_cells_inside_the_bounds() {
    for size in SIZES {
        let bounds = Rectangle::new(Point::ORIGIN, size);
        let cells: Vec<Rectangle> = (0..TRACK_SPACES).map(|s| cell_rect(s, size)).collect();
        for (i, a) in cells.iter().enumerate() {
            assert!(inside(*a, bounds), "space {i} outside {size:?}");
            assert!(a.width > 0.0 && a.height > 0.0);
            for (j, b) in cells.iter().enumerate().skip(i + 1) {
                assert!(!overlap(*a, *b), "spaces {i} and {j} overlap in {size:?}");
            }
        }
    }
}

#[test]
fn the_board_is_centred_and_as_large_as_fits() {
    for size in SIZES {
        let board = Geometry::new(size).board;
        assert!(close(board.x, size.width - board.x - board.width));
        assert!(close(board.y, size.height - board.y - board.height));
        assert!(close(board.x, 0.0) || close(board.y, 0.0), "{size:?}");
    }
}

#[test]
fn neighbours_share_an_edge() {
    for size in SIZES {
        for space in 0..TRACK_SPACES {
            let a = cell_rect(space, size);
            let b = cell_rect(space + 1, size);
            // They touch: one's edge is the other's.
            let touch_x = close(a.x + a.width, b.x) || close(b.x + b.width, a.x);
            let touch_y = close(a.y + a.height, b.y) || close(b.y + b.height, a.y);
            assert!(touch_x || touch_y, "{space} and {} in {size:?}", space + 1);
        }
    }
}

#[test]
fn corners_hold_0_10_25_and_35() {
    let size = Size::new(900.0, 700.0);
    let board = Geometry::new(size).board;
    let (right, bottom) = (board.x + board.width, board.y + board.height);
    let corner = |space| {
        let c = cell_rect(space, size);
        (c.x, c.y, c.x + c.width, c.y + c.height)
    };
    let (x, _, _, y) = corner(0);
    assert!(close(x, board.x) && close(y, bottom), "0 bottom-left");
    let (x, y, _, _) = corner(10);
    assert!(close(x, board.x) && close(y, board.y), "10 top-left");
    let (_, y, x, _) = corner(25);
    assert!(close(x, right) && close(y, board.y), "25 top-right");
    let (_, _, x, y) = corner(35);
    assert!(close(x, right) && close(y, bottom), "35 bottom-right");
    assert_eq!(cell_rect(50, size), cell_rect(0, size));
}

#[test]
fn the_count_runs_clockwise() {
    // The shoelace area of the centres in order is positive for a clockwise
    // loop when y grows downwards.
    let size = Size::new(900.0, 700.0);
    let centres: Vec<Point> = (0..TRACK_SPACES)
        .map(|s| cell_rect(s, size).center())
        .collect();
    let area: f32 = (0..centres.len())
        .map(|i| {
            let (a, b) = (centres[i], centres[(i + 1) % centres.len()]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    assert!(area > 0.0);
    assert!(cell_rect(1, size).y < cell_rect(0, size).y, "0 → 1 goes up");
}

#[test]
fn sn_hat_and_tree_spaces() {
    let size = Size::new(900.0, 700.0);
    let board = Geometry::new(size).board;
    let hat = cell_rect(HAT_SPACE, size);
    assert!(close(hat.x, board.x), "the hat is on the left side");
    let tree = cell_rect(TREE_SPACE, size);
    assert!(close(tree.y, board.y), "the tree is along the top");
}

fn tokens_on(spaces: &[u32]) -> Vec<Token> {
    spaces
        .iter()
        .enumerate()
        .map(|(i, space)| Token {
            colour: Colour::ALL[i % 6],
            figure: if i >= 6 {
                Figure::Messenger
            } else {
                Figure::Meeple
            },
            space: *space,
            laps: 0,
            active: i == 0,
            mark: "A".to_owned(),
        })
        .collect()
}

/// Twelve figures (six players with two each) on one space, and spread
/// in crowds round the board: every figure at least 24 px wide and 28.8
/// high, none over another, none over a number or another space, all
/// inside the lane.
#[test]
fn twelve_figures_share_a_space_at_full_size_without_overlapping() {
    for size in [
        Size::new(634.0, 436.0),
        Size::new(816.0, 560.0),
        Size::new(1300.0, 860.0),
    ] {
        let geometry = Geometry::new(size);
        let inner = geometry.inner();
        for spaces in [
            vec![0; 12],
            vec![7; 12],
            vec![17, 17, 17, 18, 18, 19, 20, 20, 20, 20, 21, 22],
            vec![30, 30, 31, 31, 32, 32, 33, 33, 34, 34, 26, 26],
            vec![10, 25, 35, 0, 5, 5, 5, 5, 5, 5, 5, 5],
        ] {
            let tokens = tokens_on(&spaces);
            let (places, _) = geometry.places(&tokens);
            covers_nothing_but_its_own(&geometry, &tokens, &places);
            for (i, a) in places.iter().enumerate() {
                assert!(a.width >= MIN_FIGURE - 1e-3, "{size:?} {spaces:?}: {a:?}");
                assert!(a.height >= MIN_FIGURE * FIGURE_RATIO - 1e-3);
                assert!(
                    inside(*a, inner),
                    "{size:?} {spaces:?}: figure {i} leaves the lane"
                );
                for b in &places[i + 1..] {
                    assert!(!overlap(*a, *b), "{size:?} {spaces:?}: figures overlap");
                }
            }
        }
    }
}

#[test]
fn marks_are_initials_or_two_letters_where_shared() {
    assert_eq!(marks(["Anna", "Bert", "alex"]), ["An", "B", "Al"]);
    assert_eq!(marks(["Cleo", "Dirk"]), ["C", "D"]);
}

/// Readable from across a table: numbers at least 16 px at the smallest
/// window's board, and a third larger at 1920×1080 than at 1280×800.
#[test]
fn numbers_and_figures_read_from_across_the_table() {
    let small = Geometry::new(Size::new(634.0, 436.0));
    assert!(small.number >= MIN_NUMBER && small.figure >= MIN_FIGURE);
    let normal = Geometry::new(Size::new(812.0, 560.0));
    let large = Geometry::new(Size::new(1294.0, 800.0));
    assert!(
        large.number >= 1.3 * normal.number,
        "{} {}",
        large.number,
        normal.number
    );
    assert!(large.figure >= 1.3 * normal.figure.min(large.figure / 1.3));
}

fn sample() -> Track {
    let token = |colour, figure, space, laps, active| Token {
        colour,
        figure,
        space,
        laps,
        active,
        mark: match colour {
            Colour::Red => "A",
            Colour::Blue => "B",
            Colour::Yellow => "C",
            Colour::Black => "D",
            _ => "E",
        }
        .to_owned(),
    };
    Track {
        tokens: vec![
            token(Colour::Red, Figure::Meeple, 7, 1, true),
            token(Colour::Red, Figure::Messenger, 12, 0, true),
            token(Colour::Blue, Figure::Meeple, 12, 0, false),
            token(Colour::Yellow, Figure::Meeple, 6, 2, false),
            token(Colour::Black, Figure::Meeple, 12, 0, false),
            token(Colour::Green, Figure::Meeple, 24, 0, false),
        ],
        pictures: vec![(HAT_SPACE, HAT), (TREE_SPACE, TREE)],
    }
}

#[test]
fn draws_in_both_themes_and_matches_the_snapshots() -> Result<(), iced_test::Error> {
    for (theme, name) in [
        (crate::app::design::theme(false), "light"),
        (crate::app::design::theme(true), "dark"),
    ] {
        let mut ui = iced_test::Simulator::with_size(
            Settings::default(),
            Size::new(900.0, 700.0),
            view::<()>(sample()),
        );
        // A missing or different hash fails; `MEEPLE_COMPANION_BLESS=1
        // cargo test` (re)writes it (see tests/snapshot/mod.rs).
        snapshot::assert_matches(
            &ui.snapshot(&theme)?,
            &format!("tests/snapshots/track_{name}"),
        )?;
    }
    Ok(())
}

/// The boards the game screen gives the track in a window of 1100×700,
/// 1280×800 and 1920×1080 (about, as measured in the real window with six
/// players and every expansion, and as the tests above take them), and
/// boards of other shapes.
const BOARDS: [Size; 9] = [
    Size::new(666.0, 424.0),
    Size::new(846.0, 524.0),
    Size::new(1345.0, 725.0),
    Size::new(634.0, 436.0),
    Size::new(812.0, 560.0),
    Size::new(1294.0, 800.0),
    Size::new(900.0, 700.0),
    Size::new(752.0, 780.0),
    Size::new(1400.0, 720.0),
];

/// How far `point` is from `rect` (0 inside it).
fn distance(point: Point, rect: Rectangle) -> f32 {
    let dx = (rect.x - point.x)
        .max(point.x - rect.x - rect.width)
        .max(0.0);
    let dy = (rect.y - point.y)
        .max(point.y - rect.y - rect.height)
        .max(0.0);
    dx.hypot(dy)
}

/// The space whose number is nearest `point`, if one is nearer than all
/// the others.
fn nearest(geometry: &Geometry, point: Point) -> Option<u32> {
    let mut by: Vec<(f32, u32)> = (0..TRACK_SPACES)
        .map(|s| (distance(point, geometry.number_box(s)), s))
        .collect();
    by.sort_by(|a, b| a.0.total_cmp(&b.0));
    (by[1].0 - by[0].0 > 0.5).then_some(by[0].1)
}

/// A figure standing on its own (corner) space, or in the lane nearer its
/// own number than any other.
fn beside_its_own(geometry: &Geometry, space: u32, place: Rectangle) -> bool {
    inside(place, geometry.cell(space)) || nearest(geometry, place.center()) == Some(space)
}

/// The span of `rect` along the side of the board `space` is on.
fn along(space: u32, rect: Rectangle) -> (f32, f32) {
    match Edge::of(space) {
        Edge::Left | Edge::Right => (rect.y, rect.y + rect.height),
        Edge::Top | Edge::Bottom => (rect.x, rect.x + rect.width),
    }
}

fn union(rects: &[Rectangle]) -> Rectangle {
    rects.iter().skip(1).fold(rects[0], |a, b| a.union(b))
}

/// No figure covers a number, nor another space than its own (a corner's
/// figures stand on the lane's corner, which is the corner's).
fn covers_nothing_but_its_own(geometry: &Geometry, tokens: &[Token], places: &[Rectangle]) {
    for (token, place) in tokens.iter().zip(places) {
        for space in 0..TRACK_SPACES {
            let what = format!("figure on {} at {place:?} covers {space}", token.space);
            assert!(
                !overlap(*place, geometry.number_box(space)),
                "{what}'s number"
            );
            if space != token.space {
                assert!(!overlap(*place, geometry.cell(space)), "{what}");
            }
        }
    }
}

/// One to six figures on any space, alone on the board: one stands beside
/// its number (nearer it than any other) or on the corner's own square; a
/// group that fits (two side by side on the left and right) stands within
/// its space's length; a larger group stands over its space and runs on
/// from there; none covers another space or a number.
#[test]
fn t1_figures_stand_beside_their_own_number() {
    for size in BOARDS {
        let geometry = Geometry::new(size);
        for space in 0..TRACK_SPACES {
            for n in 1..=6 {
                let tokens = tokens_on(&vec![space; n]);
                let (places, _) = geometry.places(&tokens);
                let at = format!("{n} on {space} in {size:?}");
                covers_nothing_but_its_own(&geometry, &tokens, &places);
                let group = union(&places);
                let cell = geometry.cell(space);
                let foot = geometry.foot(space);
                let (low, high) = along(space, group);
                let (cell_low, cell_high) = along(space, cell);
                let (foot_along, _) = along(space, Rectangle::new(foot, Size::ZERO));
                assert!(low <= foot_along && foot_along <= high, "{at}: not over it");
                if n == 1 {
                    assert!(beside_its_own(&geometry, space, places[0]), "{at}");
                }
                let corner = geometry.number_box(space) != cell;
                let room = if corner {
                    // The lane's corner.
                    let lane = Size::new(geometry.side, geometry.lane);
                    along(space, Rectangle::new(Point::ORIGIN, lane)).1
                } else {
                    cell_high - cell_low
                };
                if high - low <= room + 1e-3 {
                    for place in &places {
                        let (a, b) = along(space, *place);
                        if corner {
                            assert!(inside(*place, cell), "{at}: {place:?} off {cell:?}");
                        } else {
                            assert!(
                                a >= cell_low - 1e-3 && b <= cell_high + 1e-3,
                                "{at}: {place:?} beside a neighbour of {cell:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}

/// A figure on every space at once: each beside its own number.
#[test]
fn t1_a_figure_on_every_space_stands_beside_it() {
    for size in BOARDS {
        let geometry = Geometry::new(size);
        let tokens: Vec<Token> = (0..TRACK_SPACES)
            .map(|space| Token {
                space,
                ..tokens_on(&[space])[0].clone()
            })
            .collect();
        let (places, _) = geometry.places(&tokens);
        covers_nothing_but_its_own(&geometry, &tokens, &places);
        for (token, place) in tokens.iter().zip(&places) {
            assert!(
                beside_its_own(&geometry, token.space, *place),
                "{size:?}: {} at {place:?}",
                token.space
            );
        }
    }
}

/// Whether `point` (in fractions of a figure's box) is inside the outline
/// of `figure` below its head.
fn on_body(figure: Figure, point: (f32, f32)) -> bool {
    let outline = crate::look::figure_outline(figure);
    let mut inside = false;
    for (i, a) in outline.iter().enumerate() {
        let b = outline[(i + 1) % outline.len()];
        if (a.1 > point.1) != (b.1 > point.1)
            && point.0 < a.0 + (b.0 - a.0) * (point.1 - a.1) / (b.1 - a.1)
        {
            inside = !inside;
        }
    }
    inside
}

/// Read from two metres: on every figure the track draws, from the least
/// size up, an initial is drawn at MIN_TEXT or more or not at all, a
/// single letter always fits on a meeple's chest, and the messenger's
/// letter is at least MIN_TEXT wide and lies on her cloak.
#[test]
fn marks_are_at_least_the_least_text_or_gone() {
    let mut width = MIN_FIGURE;
    while width <= 56.0 {
        let slot = Rectangle::new(Point::ORIGIN, Size::new(width, FIGURE_RATIO * width));
        let body = draw::body_box(slot);
        for mark in ["A", "Ł", "An", "Wm", "M12"] {
            for figure in [Figure::Meeple, Figure::Messenger] {
                if let Some(size) = draw::mark_size(mark, figure, body) {
                    assert!(size >= MIN_TEXT, "{mark} on a {figure:?} {width}: {size}");
                }
            }
        }
        assert!(draw::edge(width, false) >= 1.5 && draw::edge(width, true) >= 1.5);
        let single = draw::mark_size("W", Figure::Meeple, body);
        assert!(single.is_some_and(|s| s >= MIN_TEXT), "{width}: {single:?}");
        let letter = draw::mark_box(Figure::Messenger, body);
        assert!(letter.width >= MIN_TEXT, "{width}: {letter:?}");
        for (x, y) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            let corner = (
                (letter.x + x * letter.width - body.x) / body.width,
                (letter.y + y * letter.height - body.y) / body.height,
            );
            assert!(on_body(Figure::Messenger, corner), "{width}: {corner:?}");
        }
        width += 1.0;
    }
    assert_eq!(
        draw::mark_size(
            "",
            Figure::Meeple,
            Rectangle::with_size(Size::new(99.0, 99.0))
        ),
        None
    );
}

/// The messenger's outline is not the meeple's: a cloak to the ground
/// where the meeple stands on two legs with a gap between them.
#[test]
fn the_messenger_is_told_apart_by_her_outline() {
    let between_the_legs = (0.5, 0.9);
    assert!(!on_body(Figure::Meeple, between_the_legs));
    assert!(on_body(Figure::Messenger, between_the_legs));
    assert_ne!(
        crate::look::figure_outline(Figure::Meeple),
        crate::look::figure_outline(Figure::Messenger)
    );
}

/// In the game's windows from 1280×800 up, two figures on a space of the
/// left or right side stand side by side, both beside its number.
#[test]
fn t1_two_on_a_side_space_stand_beside_it() {
    for size in [
        Size::new(846.0, 524.0),
        Size::new(1345.0, 725.0),
        Size::new(812.0, 560.0),
        Size::new(1294.0, 800.0),
    ] {
        let geometry = Geometry::new(size);
        for space in (1..10).chain(26..35) {
            let tokens = tokens_on(&[space, space]);
            let (places, _) = geometry.places(&tokens);
            for place in &places {
                let (low, high) = along(space, *place);
                let (cell_low, cell_high) = along(space, geometry.cell(space));
                assert!(
                    low >= cell_low - 1e-3 && high <= cell_high + 1e-3,
                    "{space} {size:?}"
                );
                assert!(
                    beside_its_own(&geometry, space, *place),
                    "{space} {size:?}: {place:?}"
                );
            }
        }
    }
}
