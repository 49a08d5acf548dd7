//! The iced desktop GUI.

pub mod palette;
pub mod track;

/// Opens the window.
pub fn run() -> iced::Result {
    Ok(())
}
