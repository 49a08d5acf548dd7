//! The board's setup line: `saint-nicholas [OPTION…]` or `saint-nicholas off`.

use super::{Both, Check, FigureLevels, Order, SaintNicholas};

/// The verb of the board's setup line.
pub const VERB: &str = "saint-nicholas";

/// Reads the options after the verb; `None` for `off`.
pub fn parse(options: &[&str]) -> Result<Option<SaintNicholas>, String> {
    let mut sn = SaintNicholas::default();
    for text in options {
        let (key, value) = text.split_once('=').unwrap_or((text, ""));
        let bad = || format!("unknown value \"{value}\" for {key}");
        match (key, value) {
            ("off", "") if options.len() == 1 => return Ok(None),
            ("on", "") => {}
            ("check", "feature") => sn.check = Check::Feature,
            ("check", "round") => sn.check = Check::Round,
            ("every-lap", "" | "yes") => sn.every_lap = true,
            ("every-lap", "no") => sn.every_lap = false,
            ("both-conditions", "one") => sn.both_conditions = Both::One,
            ("both-conditions", "two") => sn.both_conditions = Both::Two,
            ("order", "left-first") => sn.order = Order::LeftFirst,
            ("order", "active-first") => sn.order = Order::ActiveFirst,
            ("feature-only", "" | "yes") => sn.feature_only = true,
            ("feature-only", "no") => sn.feature_only = false,
            ("messages-figures", "higher-lower") => {
                sn.messages_figures = FigureLevels::HigherLower;
            }
            ("messages-figures", "sum") => sn.messages_figures = FigureLevels::Sum,
            ("messages-figures", "any") => sn.messages_figures = FigureLevels::Any,
            (
                "check" | "every-lap" | "both-conditions" | "order" | "feature-only"
                | "messages-figures",
                _,
            ) => {
                return Err(bad());
            }
            _ => {
                return Err(format!(
                    "unknown Saint Nicholas option \"{text}\"; see docs/notation.md"
                ));
            }
        }
    }
    Ok(Some(sn))
}

/// The setup line for these options; defaults are left out.
pub fn line(sn: &SaintNicholas) -> String {
    let mut line = String::from(VERB);
    if sn.check == Check::Round {
        line.push_str(" check=round");
    }
    if sn.every_lap {
        line.push_str(" every-lap");
    }
    if sn.both_conditions == Both::Two {
        line.push_str(" both-conditions=two");
    }
    if sn.order == Order::ActiveFirst {
        line.push_str(" order=active-first");
    }
    if sn.feature_only {
        line.push_str(" feature-only");
    }
    match sn.messages_figures {
        FigureLevels::HigherLower => {}
        FigureLevels::Sum => line.push_str(" messages-figures=sum"),
        FigureLevels::Any => line.push_str(" messages-figures=any"),
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::{Line, SetupLine, parse_line};
    use crate::engine::setup::Setup;

    /// The setup a line leaves, read as a script reads it.
    fn set_up(text: &str) -> Setup {
        let Ok(Some(Line::Setup(SetupLine::Expansion(options)))) = parse_line(text) else {
            panic!("{text}")
        };
        assert_eq!(options.verb(), VERB);
        let mut setup = Setup::new(Vec::new());
        options.apply(&mut setup);
        setup
    }

    #[test]
    fn saint_nicholas_options() {
        let sn = set_up(
            "saint-nicholas check=round every-lap both-conditions=two order=active-first feature-only",
        )
        .saint_nicholas
        .unwrap();
        assert_eq!(sn.check, Check::Round);
        assert!(sn.every_lap && sn.feature_only);
        assert_eq!(sn.both_conditions, Both::Two);
        assert_eq!(sn.order, Order::ActiveFirst);
        let mut setup = set_up("saint-nicholas");
        assert!(setup.saint_nicholas.is_some());
        let Ok(Some(Line::Setup(SetupLine::Expansion(off)))) = parse_line("saint-nicholas off")
        else {
            panic!()
        };
        off.apply(&mut setup);
        assert_eq!(setup.saint_nicholas, None);
    }
}
