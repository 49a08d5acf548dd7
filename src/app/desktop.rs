//! How the window presents itself to the desktop: the application id
//! (which the desktop file, the icon and the AppStream metainfo are named
//! after, so the desktop ties the window to its launcher and icon) and the
//! window icon, compiled into the binary.

use iced::window;

/// The application id: the name of the desktop file, the icon and the
/// metainfo, and the window's application id (Wayland `app_id`, X11
/// `WM_CLASS`, which the desktop file's `StartupWMClass` names).
pub const APP_ID: &str = "org.meeplecompanion.MeepleCompanion";

/// The 128 px icon that `scripts/icons.sh` draws from the SVG.
const ICON_PNG: &[u8] = include_bytes!(
    "../../resources/icons/hicolor/128x128/apps/org.meeplecompanion.MeepleCompanion.png"
);

/// The window's platform settings: the application id on Linux.
pub fn platform_specific() -> window::settings::PlatformSpecific {
    #[cfg(target_os = "linux")]
    {
        window::settings::PlatformSpecific {
            application_id: APP_ID.to_owned(),
            ..Default::default()
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        Default::default()
    }
}

/// The window icon; `None` only if the compiled-in PNG were broken (a test
/// makes sure it is not), in which case the window has the desktop's icon.
pub fn icon() -> Option<window::Icon> {
    let (rgba, width, height) = decode_rgba(ICON_PNG).ok()?;
    window::icon::from_rgba(rgba, width, height).ok()
}

/// A PNG's pixels as 8-bit RGBA, with its width and height.
fn decode_rgba(png_bytes: &[u8]) -> Result<(Vec<u8>, u32, u32), String> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    // Palette, grey and 16-bit images become 8-bit RGB(A).
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
    let size = reader
        .output_buffer_size()
        .ok_or("the image is too large")?;
    let mut pixels = vec![0; size];
    let frame = reader.next_frame(&mut pixels).map_err(|e| e.to_string())?;
    pixels.truncate(frame.buffer_size());
    let rgba = match frame.color_type {
        png::ColorType::Rgba => pixels,
        png::ColorType::Rgb => pixels
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 0xFF])
            .collect(),
        png::ColorType::GrayscaleAlpha => pixels
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        png::ColorType::Grayscale => pixels.iter().flat_map(|&g| [g, g, g, 0xFF]).collect(),
        png::ColorType::Indexed => return Err("the palette was not expanded".into()),
    };
    Ok((rgba, frame.width, frame.height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_icon_is_the_drawn_one() {
        let (rgba, width, height) = decode_rgba(ICON_PNG).unwrap();
        assert_eq!((width, height), (128, 128));
        assert_eq!(rgba.len(), 128 * 128 * 4);
        // The corners are outside the rounded tile: transparent. The chest
        // is the meeple's red.
        assert_eq!(rgba[3], 0, "top left is transparent");
        let at = |x: usize, y: usize| &rgba[(y * 128 + x) * 4..][..4];
        let [r, g, b, a] = at(64, 52).try_into().unwrap();
        assert!(r > 150 && g < 80 && b < 80 && a == 255, "{r} {g} {b} {a}");
        assert!(icon().is_some());
    }

    #[test]
    fn a_broken_png_gives_no_icon_and_no_panic() {
        assert!(decode_rgba(b"not a png").is_err());
        assert!(decode_rgba(&ICON_PNG[..100]).is_err());
    }

    #[test]
    fn the_window_carries_the_application_id() {
        #[cfg(target_os = "linux")]
        assert_eq!(platform_specific().application_id, APP_ID);
    }
}
