//! The expansions' setup lines: each expansion reads and writes its own,
//! and this is the one place that lists them.

use crate::engine::saint_nicholas;
use crate::engine::setup::Setup;

/// One expansion's switch and options, as a setup line gives them; `None`
/// switches the expansion off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Options {
    /// `saint-nicholas …`.
    SaintNicholas(Option<saint_nicholas::SaintNicholas>),
}

impl Options {
    /// Reads a setup line whose verb names an expansion; `None` if no
    /// expansion has that verb.
    pub fn parse(verb: &str, args: &[&str]) -> Option<Result<Options, String>> {
        match verb {
            saint_nicholas::notation::VERB => {
                Some(saint_nicholas::notation::parse(args).map(Options::SaintNicholas))
            }
            _ => None,
        }
    }

    /// Puts these options into a setup.
    pub fn apply(self, setup: &mut Setup) {
        match self {
            Options::SaintNicholas(options) => setup.saint_nicholas = options,
        }
    }

    /// The setup lines of every expansion in use, in calling order.
    pub fn lines(setup: &Setup) -> Vec<String> {
        setup
            .saint_nicholas
            .iter()
            .map(saint_nicholas::notation::line)
            .collect()
    }
}
