//! Small style functions on top of the built-in theme, and the sizes that
//! keep the app legible from across a table.

use iced::widget::{button, container, text};
use iced::{Background, Border, Theme};

use crate::engine::Colour;

use super::design::{self, colour, size};
use super::palette;

/// Screen titles.
pub const TITLE: f32 = size::BANNER;
/// Headings.
pub const HEADING: f32 = size::HEADING;
/// Buttons and body text.
pub const BODY: f32 = size::BODY;
/// Secondary lines.
pub const SMALL: f32 = size::SMALL;
/// Space between blocks: the tokens' one gap.
pub const GAP: f32 = size::GAP;
/// The least height of anything a finger taps.
pub const TOUCH: f32 = size::TOUCH;

/// `name` cut to at most `chars` characters, ending in "…" when cut, so a
/// label keeps to one line instead of breaking inside a name (shown as
/// `i18n::name` shows names: escaped, its marks kept to a few).
pub fn shortened(name: &str, chars: usize) -> String {
    let name = crate::i18n::name(name);
    if name.chars().count() <= chars {
        name.into_owned()
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

/// The veil behind an overlay: the ground, [`look::VEIL`] opaque.
///
/// [`look::VEIL`]: crate::look::VEIL
pub fn veil(theme: &Theme) -> container::Style {
    container::Style {
        background: Some(
            colour(design::of(theme).background)
                .scale_alpha(crate::look::VEIL)
                .into(),
        ),
        ..container::Style::default()
    }
}

/// A raised panel: the surface, with a fine line round it.
pub fn card(theme: &Theme) -> container::Style {
    let p = design::of(theme);
    container::Style {
        background: Some(colour(p.surface).into()),
        text_color: Some(colour(p.text)),
        border: Border {
            radius: 12.0.into(),
            width: 1.0,
            color: colour(p.line),
        },
        ..container::Style::default()
    }
}

/// The settle area: the surface with a thick edge in the colour of the
/// player who must act (the warning colour when it is the table's); a
/// moment (a message, a card, an extra turn, what was just done) is
/// tinted, so it reads as news rather than a question.
pub fn settle(
    colour_of: Option<Colour>,
    holds: bool,
    moment: bool,
) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let p = design::of(theme);
        let edge = match colour_of {
            Some(c) => palette::player_colour(c),
            None if holds => colour(p.warning),
            None => colour(p.line),
        };
        let background = if moment {
            mix(colour(p.surface), colour(p.success), 0.12)
        } else if holds {
            mix(colour(p.surface), colour(p.warning), 0.08)
        } else {
            colour(p.surface)
        };
        container::Style {
            background: Some(background.into()),
            text_color: Some(colour(p.text)),
            border: Border {
                radius: 14.0.into(),
                width: if holds { 4.0 } else { 3.0 },
                color: edge,
            },
            ..container::Style::default()
        }
    }
}

/// How wide the edge round a line in a player's colour is.
pub const EDGE: f32 = 1.5;

/// The edge round a shape whose border is a player's colour (the settle
/// area, the banner, a seat in the setup): the figures' outline, a thin
/// line that stands 3:1 off the ground whatever the colour (black on the
/// dark theme, yellow on the light); nothing where no player's colour is
/// drawn. The shape sits inside it, [`EDGE`] in.
pub fn player_edge(colour_of: Option<Colour>, radius: f32) -> impl Fn(&Theme) -> container::Style {
    move |theme| container::Style {
        border: Border {
            radius: (radius + EDGE).into(),
            width: if colour_of.is_some() { EDGE } else { 0.0 },
            color: palette::outline(theme.extended_palette().is_dark),
        },
        ..container::Style::default()
    }
}

/// The banner: the surface, edged below in the colour of the player
/// whose turn it is.
pub fn banner(colour_of: Option<Colour>) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let p = design::of(theme);
        let edge = colour_of.map_or(colour(p.line), palette::player_colour);
        container::Style {
            background: Some(
                match colour_of {
                    Some(c) => mix(colour(p.surface), palette::player_colour(c), 0.10),
                    None => colour(p.surface),
                }
                .into(),
            ),
            text_color: Some(colour(p.text)),
            border: Border {
                radius: 12.0.into(),
                width: 2.0,
                color: edge,
            },
            ..container::Style::default()
        }
    }
}

/// `a` with `share` of `b` mixed in.
pub fn mix(a: iced::Color, b: iced::Color, share: f32) -> iced::Color {
    iced::Color {
        r: a.r + (b.r - a.r) * share,
        g: a.g + (b.g - a.g) * share,
        b: a.b + (b.b - a.b) * share,
        a: 1.0,
    }
}

/// The primary button: what moves the game on.
pub fn primary(theme: &Theme, status: button::Status) -> button::Style {
    let p = design::of(theme);
    let base = colour(p.primary);
    let background = match status {
        button::Status::Hovered => base.scale_alpha(0.88),
        button::Status::Pressed => base.scale_alpha(0.75),
        button::Status::Disabled => base.scale_alpha(0.35),
        button::Status::Active => base,
    };
    button::Style {
        background: Some(background.into()),
        text_color: if matches!(status, button::Status::Disabled) {
            colour(p.on_primary).scale_alpha(0.7)
        } else {
            colour(p.on_primary)
        },
        border: Border {
            radius: 10.0.into(),
            ..Border::default()
        },
        ..button::Style::default()
    }
}

/// A secondary button: raised, outlined.
pub fn secondary(theme: &Theme, status: button::Status) -> button::Style {
    let p = design::of(theme);
    let background = match status {
        button::Status::Hovered | button::Status::Pressed => colour(p.line).scale_alpha(0.6),
        _ => colour(p.raised),
    };
    button::Style {
        background: Some(background.into()),
        text_color: if matches!(status, button::Status::Disabled) {
            colour(p.muted).scale_alpha(0.8)
        } else {
            colour(p.text)
        },
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: colour(p.line),
        },
        ..button::Style::default()
    }
}

/// A tab: filled when it is the one on show.
pub fn tab(chosen: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        if chosen {
            let mut style = primary(theme, status);
            style.border.radius = 10.0.into();
            style
        } else {
            secondary(theme, status)
        }
    }
}

/// A count field: outlined in the primary colour when the keypad types
/// into it.
pub fn field(focused: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, _status| {
        let p = design::of(theme);
        button::Style {
            background: Some(colour(p.background).into()),
            text_color: colour(p.text),
            border: Border {
                radius: 10.0.into(),
                width: if focused { 3.0 } else { 1.0 },
                color: if focused {
                    colour(p.primary)
                } else {
                    colour(p.line)
                },
            },
            ..button::Style::default()
        }
    }
}

/// The danger button: taking away.
pub fn danger(theme: &Theme, status: button::Status) -> button::Style {
    let p = design::of(theme);
    let mut style = primary(theme, status);
    style.background = Some(colour(p.danger).into());
    style.text_color = if p.danger == design::DARK.danger {
        colour(design::DARK.background)
    } else {
        iced::Color::WHITE
    };
    style
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

/// Something that went wrong, set apart without shouting: the surface
/// edged in the danger colour, in text colour (a file that cannot be
/// read, a question before deleting).
pub fn problem(theme: &Theme) -> container::Style {
    let p = design::of(theme);
    container::Style {
        background: Some(colour(p.surface).into()),
        text_color: Some(colour(p.text)),
        border: Border {
            radius: 12.0.into(),
            width: 2.0,
            color: colour(p.danger),
        },
        ..container::Style::default()
    }
}

/// A button round a colour swatch: no fill of its own, tinted on hover,
/// ringed in the text colour when it is the colour chosen.
pub fn swatch_pick(chosen: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let p = design::of(theme);
        button::Style {
            background: match status {
                button::Status::Hovered | button::Status::Pressed => {
                    Some(colour(p.line).scale_alpha(0.45).into())
                }
                _ => None,
            },
            text_color: colour(p.text),
            border: Border {
                radius: 100.0.into(),
                width: if chosen { 3.0 } else { 0.0 },
                color: colour(p.text),
            },
            ..button::Style::default()
        }
    }
}

/// A secondary button that takes something away: raised, its label in
/// the danger colour.
pub fn remove(theme: &Theme, status: button::Status) -> button::Style {
    let mut style = secondary(theme, status);
    if !matches!(status, button::Status::Disabled) {
        style.text_color = colour(design::of(theme).danger);
    }
    style
}

/// A panel inside a card: the window's ground, a fine line round it.
pub fn inset(theme: &Theme) -> container::Style {
    let p = design::of(theme);
    container::Style {
        background: Some(colour(p.background).into()),
        text_color: Some(colour(p.text)),
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: colour(p.line),
        },
        ..container::Style::default()
    }
}

/// A seat at the table in the setup: the ground, edged in the player's
/// colour.
pub fn seat(player: Colour) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let p = design::of(theme);
        container::Style {
            background: Some(colour(p.background).into()),
            text_color: Some(colour(p.text)),
            border: Border {
                radius: 12.0.into(),
                width: 3.0,
                color: palette::player_colour(player),
            },
            ..container::Style::default()
        }
    }
}

/// The winner's moment: a band of the surface across the window.
pub fn moment(theme: &Theme) -> container::Style {
    let p = design::of(theme);
    container::Style {
        background: Some(colour(p.surface).into()),
        text_color: Some(colour(p.text)),
        ..container::Style::default()
    }
}

/// A rule in amber, under the winner's band.
pub fn amber_rule(theme: &Theme) -> container::Style {
    container::Style {
        background: Some(colour(design::of(theme).amber).into()),
        ..container::Style::default()
    }
}

/// A note that something overrides a choice: the surface edged in the
/// warning colour, in text colour.
pub fn note(theme: &Theme) -> container::Style {
    let p = design::of(theme);
    container::Style {
        background: Some(colour(p.surface).into()),
        text_color: Some(colour(p.text)),
        border: Border {
            radius: 10.0.into(),
            width: 2.0,
            color: colour(p.warning),
        },
        ..container::Style::default()
    }
}

/// Muted text for secondary lines.
pub fn subtle(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(colour(design::of(theme).muted)),
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
                    color: palette::outline(palette.is_dark),
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

/// A keypad key: a raised tile.
pub fn key(theme: &Theme, status: button::Status) -> button::Style {
    let p = design::of(theme);
    let background = match status {
        button::Status::Hovered => colour(p.line).scale_alpha(0.5),
        button::Status::Pressed => colour(p.primary).scale_alpha(0.3),
        _ => colour(p.background),
    };
    button::Style {
        background: Some(background.into()),
        text_color: colour(p.text),
        border: Border {
            radius: 10.0.into(),
            width: 1.0,
            color: colour(p.line),
        },
        ..button::Style::default()
    }
}

/// The lip under a key that makes it a raised tile (`widget::raised`).
///
/// A quad of its own, not a `Shadow`: iced's tiny-skia renderer draws a
/// quad's shadow without the clip of the region it redraws, so when a
/// frame redraws part of the window, the shadows of the keys under a
/// panel are painted over the panel (iced_tiny_skia 0.14.1,
/// `Engine::draw_quad` passes no mask to the shadow's pixmap). No style
/// here may use a shadow.
pub fn key_lip(_theme: &Theme) -> container::Style {
    container::Style {
        background: Some(iced::Color::BLACK.scale_alpha(0.15).into()),
        border: Border {
            radius: 10.0.into(),
            ..Border::default()
        },
        ..container::Style::default()
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

/// A name in the player's colour: the settle area's "who".
pub fn name_tag(colour: Colour) -> impl Fn(&Theme) -> container::Style {
    move |theme| container::Style {
        background: Some(palette::player_colour(colour).into()),
        text_color: Some(palette::on_player_colour(colour)),
        border: Border {
            radius: 8.0.into(),
            width: 2.0,
            color: palette::outline(theme.extended_palette().is_dark),
        },
        ..container::Style::default()
    }
}

/// A total on the board: a pill in the player's colour, outlined so black
/// reads on a dark board and yellow on a light one.
pub fn total_pill(colour: Colour) -> impl Fn(&Theme) -> container::Style {
    move |theme| container::Style {
        background: Some(palette::player_colour(colour).into()),
        text_color: Some(palette::on_player_colour(colour)),
        border: Border {
            radius: 12.0.into(),
            width: 2.0,
            color: palette::outline(theme.extended_palette().is_dark),
        },
        ..container::Style::default()
    }
}

/// A player's row of totals: tinted and edged in their colour when picked
/// as a holder; the active player's row edged in the primary colour.
pub fn total_row(
    colour: Colour,
    chosen: bool,
    active: bool,
) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let p = design::of(theme);
        let fill = palette::player_colour(colour);
        let background = if chosen {
            fill.scale_alpha(0.28)
        } else if matches!(status, button::Status::Hovered) {
            colour_of(p.line).scale_alpha(0.35)
        } else {
            colour_of(p.surface).scale_alpha(0.9)
        };
        button::Style {
            background: Some(background.into()),
            text_color: colour_of(p.text),
            border: Border {
                radius: 12.0.into(),
                width: if chosen {
                    3.0
                } else if active {
                    2.0
                } else {
                    1.0
                },
                color: if chosen {
                    palette::outline(p == &design::DARK)
                } else if active {
                    colour_of(p.primary)
                } else {
                    colour_of(p.line)
                },
            },
            ..button::Style::default()
        }
    }
}

fn colour_of(rgb: u32) -> iced::Color {
    colour(rgb)
}

#[cfg(test)]
mod tests {
    use super::*;

    type ButtonStyle = Box<dyn Fn(&Theme, button::Status) -> button::Style>;
    type ContainerStyle = Box<dyn Fn(&Theme) -> container::Style>;

    const STATUSES: [button::Status; 4] = [
        button::Status::Active,
        button::Status::Hovered,
        button::Status::Pressed,
        button::Status::Disabled,
    ];

    /// No style casts a shadow: iced's tiny-skia renderer draws shadows
    /// outside the region a frame redraws, over any panel above them
    /// (see [`key_lip`]).
    #[test]
    fn no_style_casts_a_shadow() {
        for dark in [false, true] {
            let theme = design::theme(dark);
            let mut buttons: Vec<ButtonStyle> = vec![
                Box::new(primary),
                Box::new(secondary),
                Box::new(danger),
                Box::new(remove),
                Box::new(key),
            ];
            let mut containers: Vec<ContainerStyle> = vec![
                Box::new(done),
                Box::new(correction),
                Box::new(card),
                Box::new(banner(None)),
                Box::new(bar),
                Box::new(notice),
                Box::new(error),
                Box::new(problem),
                Box::new(inset),
                Box::new(moment),
                Box::new(amber_rule),
                Box::new(note),
                Box::new(key_lip),
                Box::new(pool),
            ];
            for chosen in [false, true] {
                buttons.push(Box::new(tab(chosen)));
                buttons.push(Box::new(field(chosen)));
                buttons.push(Box::new(swatch_pick(chosen)));
                for colour in Colour::ALL {
                    buttons.push(Box::new(player_chip(colour, chosen)));
                    for active in [false, true] {
                        buttons.push(Box::new(total_row(colour, chosen, active)));
                    }
                }
                for moment in [false, true] {
                    containers.push(Box::new(settle(None, chosen, moment)));
                    containers.push(Box::new(settle(Some(Colour::ALL[0]), chosen, moment)));
                }
            }
            for colour in Colour::ALL {
                containers.push(Box::new(banner(Some(colour))));
                containers.push(Box::new(seat(colour)));
                containers.push(Box::new(swatch(colour)));
                containers.push(Box::new(name_tag(colour)));
                containers.push(Box::new(total_pill(colour)));
            }
            for (i, style) in buttons.iter().enumerate() {
                for status in STATUSES {
                    let shadow = style(&theme, status).shadow;
                    assert_eq!(
                        shadow.color.a, 0.0,
                        "button style {i}, {status:?}, dark {dark}"
                    );
                }
            }
            for (i, style) in containers.iter().enumerate() {
                let shadow = style(&theme).shadow;
                assert_eq!(shadow.color.a, 0.0, "container style {i}, dark {dark}");
            }
        }
    }
}
