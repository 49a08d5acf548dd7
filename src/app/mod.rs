//! The iced desktop GUI.

/// Opens the window.
pub fn run() -> iced::Result {
    Ok(())
}
