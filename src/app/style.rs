//! Small style functions on top of the built-in theme, and the sizes that
//! keep the app legible from across a table.

use iced::widget::{button, container, text};
use iced::{Background, Border, Theme};

use crate::engine::Colour;

use super::palette;

/// Screen titles.
pub const TITLE: f32 = 40.0;
/// Headings and the turn banner.
pub const HEADING: f32 = 28.0;
/// Buttons and body text.
pub const BODY: f32 = 20.0;
/// Secondary lines.
pub const SMALL: f32 = 16.0;
/// Space between blocks.
pub const GAP: f32 = 16.0;
/// The least height of anything a finger taps.
pub const TOUCH: f32 = 46.0;

/// `name` cut to at most `chars` characters, ending in "…" when cut, so a
/// label keeps to one line instead of breaking inside a name.
pub fn shortened(name: &str, chars: usize) -> String {
    if name.chars().count() <= chars {
        name.to_owned()
    } else {
        let kept: String = name.chars().take(chars.saturating_sub(1)).collect();
        format!("{}…", kept.trim_end())
    }
}

/// What just happened, with its undo.
pub fn done(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.success.weak.color.into()),
        text_color: Some(palette.success.weak.text),
        border: Border {
            radius: 10.0.into(),
            ..Border::default()
        },
        ..container::Style::default()
    }
}

/// The correction panel's band: set apart from scoring.
pub fn correction(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.warning.weak.color.into()),
        text_color: Some(palette.warning.weak.text),
        border: Border {
            radius: 10.0.into(),
            ..Border::default()
        },
        ..container::Style::default()
    }
}

/// A raised panel.
pub fn card(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.background.weak.color.into()),
        border: Border {
            radius: 12.0.into(),
            ..Border::default()
        },
        ..container::Style::default()
    }
}

/// A bar along an edge of the window.
pub fn bar(theme: &Theme) -> container::Style {
    container::Style {
        background: Some(theme.extended_palette().background.weak.color.into()),
        ..container::Style::default()
    }
}

/// The bar that tells the table what just happened.
pub fn notice(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.warning.weak.color.into()),
        text_color: Some(palette.warning.weak.text),
        border: Border {
            radius: 10.0.into(),
            ..Border::default()
        },
        ..container::Style::default()
    }
}

/// An inline error.
pub fn error(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.danger.weak.color.into()),
        text_color: Some(palette.danger.weak.text),
        border: Border {
            radius: 10.0.into(),
            ..Border::default()
        },
        ..container::Style::default()
    }
}

/// Muted text for secondary lines.
pub fn subtle(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(
            theme
                .extended_palette()
                .background
                .strong
                .text
                .scale_alpha(0.7),
        ),
    }
}

/// A round swatch in a player's colour.
pub fn swatch(colour: Colour) -> impl Fn(&Theme) -> container::Style {
    move |theme| container::Style {
        background: Some(palette::player_colour(colour).into()),
        // The figures' outline, so black stands off a dark theme.
        border: Border {
            radius: 100.0.into(),
            width: 2.0,
            color: palette::outline(theme.extended_palette().is_dark),
        },
        ..container::Style::default()
    }
}

/// A player chip: filled in the player's colour when chosen, outlined when
/// not.
pub fn player_chip(
    colour: Colour,
    chosen: bool,
) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let fill = palette::player_colour(colour);
        let palette = theme.extended_palette();
        let hovered = matches!(status, button::Status::Hovered);
        if chosen {
            button::Style {
                background: Some(Background::Color(fill)),
                text_color: palette::on_player_colour(colour),
                border: Border {
                    radius: 10.0.into(),
                    width: 3.0,
                    color: palette.background.base.text,
                },
                ..button::Style::default()
            }
        } else {
            button::Style {
                background: Some(Background::Color(if hovered {
                    palette.background.strong.color
                } else {
                    palette.background.base.color
                })),
                text_color: palette.background.base.text,
                border: Border {
                    radius: 10.0.into(),
                    width: 3.0,
                    color: fill,
                },
                ..button::Style::default()
            }
        }
    }
}

/// A keypad key.
pub fn key(theme: &Theme, status: button::Status) -> button::Style {
    let palette = theme.extended_palette();
    let background = match status {
        button::Status::Hovered => palette.background.strong.color,
        button::Status::Pressed => palette.primary.weak.color,
        _ => palette.background.base.color,
    };
    button::Style {
        background: Some(background.into()),
        text_color: palette.background.base.text,
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: palette.background.strong.color,
        },
        ..button::Style::default()
    }
}

/// A group inside a panel: one pool of an award of gold.
pub fn pool(theme: &Theme) -> container::Style {
    let palette = theme.extended_palette();
    container::Style {
        background: Some(palette.background.base.color.into()),
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: palette.background.strong.color,
        },
        ..container::Style::default()
    }
}
