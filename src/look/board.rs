//! The cardboard of the score track's board, as data like the palette.

/// The board's colours in one theme.
#[derive(Debug, Clone, Copy)]
pub struct BoardColours {
    /// The frame round the ring.
    pub frame: u32,
    /// A space.
    pub space: u32,
    /// Every fifth space.
    pub fifth: u32,
    /// The number on every fifth space.
    pub on_fifth: u32,
}

/// The board's colours in a light or dark theme.
pub fn board_colours(dark: bool) -> BoardColours {
    if dark {
        BoardColours {
            frame: 0x3B3128,
            space: 0x2A231C,
            fifth: 0xD9C39A,
            on_fifth: 0x17130F,
        }
    } else {
        BoardColours {
            frame: 0xC7AE83,
            space: 0xFBF7EF,
            fifth: 0x5E4B33,
            on_fifth: 0xFFFFFF,
        }
    }
}
