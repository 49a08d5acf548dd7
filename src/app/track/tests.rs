use iced::{Point, Rectangle, Settings, Size, Theme};

use super::*;
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
fn cells_are_square_ish_and_the_ring_is_centred() {
    for size in SIZES {
        let cell = cell_rect(0, size);
        let ratio = cell.width / cell.height;
        assert!((1.0 / MAX_ASPECT - 1e-4..=MAX_ASPECT + 1e-4).contains(&ratio));
        let board = board_rect(size);
        assert!(close(board.x, size.width - board.x - board.width));
        assert!(close(board.y, size.height - board.y - board.height));
        // One side of the board touches the bounds: it is as large as fits.
        assert!(close(board.x, 0.0) || close(board.y, 0.0), "{size:?}");
    }
}

#[test]
fn neighbours_share_an_edge() {
    for size in SIZES {
        for space in 0..TRACK_SPACES {
            let a = cell_rect(space, size);
            let b = cell_rect(space + 1, size);
            let (dx, dy) = ((b.x - a.x).abs(), (b.y - a.y).abs());
            let beside = close(dx, a.width) && close(dy, 0.0);
            let above = close(dx, 0.0) && close(dy, a.height);
            assert!(beside || above, "{space} and {} in {size:?}", space + 1);
        }
    }
}

#[test]
fn corners_hold_0_10_25_and_35() {
    let size = Size::new(900.0, 700.0);
    let board = board_rect(size);
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
    let board = board_rect(size);
    let cell = cell_size(size);
    let hat = cell_rect(HAT_SPACE, size);
    assert!(close(hat.x, board.x), "the hat is on the left side");
    assert!(close(hat.y, board.y + board.height - 7.0 * cell.height));
    let tree = cell_rect(TREE_SPACE, size);
    assert!(close(tree.y, board.y), "the tree is along the top");
    assert!(close(tree.x, board.x + board.width - 2.0 * cell.width));
}

#[test]
fn up_to_twelve_figures_share_a_cell_without_overlapping() {
    for size in SIZES {
        for space in [0, 6, 17, 40] {
            let cell = cell_rect(space, size);
            let band = number_band(cell);
            for count in 1..=12 {
                let slots = token_slots(cell, count);
                assert_eq!(slots.len(), count);
                for (i, a) in slots.iter().enumerate() {
                    assert!(inside(*a, cell), "{count} figures, slot {i} outside");
                    assert!(!overlap(*a, band), "{count} figures cover the number");
                    assert!(close(a.width, a.height) && a.width > 0.0);
                    for b in &slots[i + 1..] {
                        assert!(!overlap(*a, *b), "{count} figures overlap");
                    }
                }
            }
        }
    }
    assert!(token_slots(cell_rect(0, SIZES[0]), 0).is_empty());
}

#[test]
fn marks_are_initials_or_two_letters_where_shared() {
    assert_eq!(marks(["Anna", "Bert", "alex"]), ["An", "B", "Al"]);
    assert_eq!(marks(["Cleo", "Dirk"]), ["C", "D"]);
}

/// Readable from across a table at 1280×800: the track gets about
/// 816 × 560 there; space numbers at least 16 px, a lone figure at least
/// 28 px.
#[test]
fn the_track_reads_at_arms_length_at_1280_by_800() {
    let bounds = Size::new(816.0, 560.0);
    let cell = cell_rect(7, bounds);
    let band = number_band(cell);
    assert!(band.height >= 16.0, "numbers {}", band.height);
    let slot = token_slots(cell, 1)[0];
    assert!(slot.width >= 28.0, "figure {}", slot.width);
}

#[test]
fn fewer_figures_stand_larger() {
    let cell = cell_rect(3, SIZES[0]);
    let sides: Vec<f32> = (1..=12).map(|n| token_slots(cell, n)[0].width).collect();
    assert!(sides.windows(2).all(|w| w[0] >= w[1] - 1e-3), "{sides:?}");
    assert!(sides[0] > 2.5 * sides[11]);
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
    let standing = |name: &str, colour, total, active| Standing {
        name: name.to_string(),
        colour,
        total,
        active,
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
        standings: vec![
            standing("Anna", Colour::Red, 57, true),
            standing("Bertram", Colour::Blue, 12, false),
            standing("Chloé", Colour::Yellow, 106, false),
            standing("Dirk", Colour::Black, 12, false),
            standing("Els", Colour::Green, 24, false),
        ],
        saint_nicholas: true,
    }
}

#[test]
fn draws_in_both_themes_and_matches_the_snapshots() -> Result<(), iced_test::Error> {
    for (theme, name) in [(Theme::Light, "light"), (Theme::Dark, "dark")] {
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
