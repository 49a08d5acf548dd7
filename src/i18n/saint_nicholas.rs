//! The Saint Nicholas board in the table's language: why a player earned
//! an extra turn (RULES SN1–SN4).

use crate::engine::Reason;
use crate::engine::saint_nicholas::{Goal, Threshold};
use crate::t;

use super::ExpansionTexts;

/// The board's texts in the registry of texts.
pub(super) struct Texts;

impl ExpansionTexts for Texts {
    fn name(&self, word: &str) -> Option<String> {
        (word == crate::engine::saint_nicholas::notation::VERB).then(|| t!("setup-sn"))
    }

    /// An extra turn the board grants (every lap's too) sounds.
    fn sound(&self, event: &crate::engine::Event) -> Option<&'static str> {
        match event {
            crate::engine::Event::ExtraTurnQueued { turn, .. } => {
                matches!(turn.reason, Reason::SaintNicholas(_)).then_some("prompt")
            }
            _ => None,
        }
    }

    fn reason(&self, reason: &Reason) -> Option<String> {
        match reason {
            Reason::SaintNicholas(earned) => {
                let parts: Vec<String> = earned.thresholds.iter().map(threshold_text).collect();
                Some(parts.join(&t!("and-separator")))
            }
            Reason::Manual => None,
        }
    }
}

/// Why a player earned a turn: "the last to reach 6".
pub fn threshold_text(threshold: &Threshold) -> String {
    match threshold.goal {
        Goal::LastTo => t!("reason-last-to", total = threshold.total),
        Goal::FirstTo => t!("reason-first-to", total = threshold.total),
    }
}
