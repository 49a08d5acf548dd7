//! The sample in notation: the setup line `sample [worth=N]` (or `sample
//! off`) and the line `token NAME`.

use super::{Command, Sample};
use crate::engine::notation::lex::{Names, Word, quote_name};
use crate::engine::setup::Setup;

/// The verb of the setup line.
pub const VERB: &str = "sample";

/// Reads the options after the verb; `None` for `off`.
pub fn parse(options: &[&str]) -> Result<Option<Sample>, String> {
    let mut sample = Sample::default();
    for text in options {
        match text.split_once('=').unwrap_or((text, "")) {
            ("off", "") if options.len() == 1 => return Ok(None),
            ("worth", value) => {
                sample.worth = value
                    .parse()
                    .map_err(|_| format!("expected the points of a token, found \"{value}\""))?;
            }
            _ => return Err(format!("unknown option of the sample \"{text}\"")),
        }
    }
    Ok(Some(sample))
}

/// The setup line for these options; the default left out.
pub fn line(sample: &Sample) -> String {
    if *sample == Sample::default() {
        VERB.to_owned()
    } else {
        format!("{VERB} worth={}", sample.worth)
    }
}

/// Reads `token NAME`; `None` for another verb.
pub fn parse_command(
    verb: &str,
    args: &[Word],
    names: &mut Names,
) -> Option<Result<Command, String>> {
    (verb == "token").then(|| match args {
        [name] => Ok(Command::Token {
            player: names.seat(&name.text()),
        }),
        _ => Err("usage: token NAME".into()),
    })
}

/// A command as a notation line.
pub fn command_line(setup: &Setup, command: &Command) -> String {
    match command {
        Command::Token { player } => format!("token {}", quote_name(setup.name(*player))),
    }
}
