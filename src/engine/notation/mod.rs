//! The headless notation: one command per line, for bug reports, scripted
//! games and end-to-end tests. `docs/notation.md` describes it for people.
//!
//! ```text
//! player Anna red
//! player Bert blue
//! score city 8 Anna
//! end-turn
//! ```

mod format;
pub(crate) mod lex;
mod options;
mod parse;

pub use format::export;
pub use lex::{LineError, quote_name};
pub use options::Options;
pub use parse::{Line, SetupLine, parse_line};

use chrono::{DateTime, Utc};
use thiserror::Error;

use super::deck::Shuffles;
use super::game::Game;
use super::setup::SetupError;
use super::setup::{MAX_PLAYERS, PlayerSetup, Setup, validate_name, validate_saved_name};

/// Why a script stopped.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {reason}")]
pub struct ScriptError {
    /// 1-based line number.
    pub line: usize,
    /// What was wrong with it.
    pub reason: LineError,
}

/// Plays a whole script and returns the game it leaves. Every command is
/// stamped with `clock()`. A deck the script does not `shuffle` stays in
/// card order (1, 2, …); see [`run_shuffled`].
pub fn run(text: &str, clock: impl FnMut() -> DateTime<Utc>) -> Result<Game, ScriptError> {
    run_shuffled(text, clock, |_| {})
}

/// Plays a whole script; a deck the script does not `shuffle` is put in an
/// order made by `shuffle` (the caller's randomness: the engine never
/// shuffles).
pub fn run_shuffled(
    text: &str,
    clock: impl FnMut() -> DateTime<Utc>,
    shuffle: impl FnMut(&mut [u16]) + 'static,
) -> Result<Game, ScriptError> {
    // Editors on Windows often start a UTF-8 file with a byte order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut script = Script::new(clock);
    script.shuffle = Box::new(shuffle);
    let at = |line: usize| {
        move |reason: LineError| {
            let (line, reason) = reason.unwrap_at(line);
            ScriptError { line, reason }
        }
    };
    for (number, line) in text.lines().enumerate() {
        script.line(line).map_err(at(number + 1))?;
    }
    script.finish().map_err(at(text.lines().count().max(1)))
}

/// The caller's shuffle, for decks a script leaves unshuffled.
type Shuffler = Box<dyn FnMut(&mut [u16])>;

/// A script being played line by line.
pub struct Script<C> {
    clock: C,
    setup: Setup,
    shuffles: Shuffles,
    shuffle: Shuffler,
    game: Option<Game>,
    /// Whether a `tiles` line set the counter (otherwise it follows the
    /// expansions in use, RULES T6).
    tiles_given: bool,
    /// Lines read so far.
    lines: usize,
    /// The line of each deck's `shuffle`, to report there what the game's
    /// beginning finds wrong with it.
    shuffled_at: std::collections::BTreeMap<super::deck::DeckId, usize>,
}

impl<C: FnMut() -> DateTime<Utc>> Script<C> {
    /// An empty script; the first lines set the game up.
    pub fn new(clock: C) -> Self {
        let mut setup = Setup::new(Vec::new());
        setup.tiles = Some(super::setup::BASE_TILES);
        Script {
            clock,
            setup,
            shuffles: Shuffles::new(),
            shuffle: Box::new(|_| {}),
            game: None,
            tiles_given: false,
            lines: 0,
            shuffled_at: std::collections::BTreeMap::new(),
        }
    }

    /// Plays one line. Blank lines and comments do nothing.
    pub fn line(&mut self, text: &str) -> Result<(), LineError> {
        self.lines += 1;
        let Some(line) = parse_line(text).map_err(LineError::Syntax)? else {
            return Ok(());
        };
        match line {
            Line::Setup(setup) => {
                if self.game.is_some() {
                    return Err(LineError::SetupOver);
                }
                self.apply_setup(setup)
            }
            Line::Begin => {
                if self.game.is_some() {
                    return Err(LineError::SetupOver);
                }
                self.begin().map(|_| ())
            }
            Line::Undo => Ok(self.begin()?.undo()?),
            Line::Redo => Ok(self.begin()?.redo()?),
            Line::Shuffle(deck, order) => {
                if self.game.is_some() {
                    return Err(LineError::SetupOver);
                }
                // MSG4, XP9: each card of that deck once, checked here.
                check_shuffle(deck, &order).map_err(LineError::Syntax)?;
                self.shuffles.set(deck, order);
                self.shuffled_at.insert(deck, self.lines);
                Ok(())
            }
            Line::Tiles(count) if self.game.is_none() => {
                self.setup.tiles = count;
                self.tiles_given = true;
                Ok(())
            }
            Line::Tiles(count) => {
                let left = count.ok_or(LineError::Syntax(
                    "`tiles off` belongs to the setup; during play give a number".into(),
                ))?;
                self.command(parse::Pending::SetTiles(left))
            }
            Line::Command(pending) => self.command(pending),
        }
    }

    fn apply_setup(&mut self, line: SetupLine) -> Result<(), LineError> {
        match line {
            SetupLine::Player {
                name,
                colour,
                restore,
            } => {
                // Checked here so a mistake is reported at its own line.
                let count = self.setup.players.len() + 1;
                if count > MAX_PLAYERS {
                    return Err(SetupError::TooManyPlayers(count).into());
                }
                // A name with an escape is one a save held (the export
                // writes them so): the rules of saved names. Any other is a
                // new player's.
                let check = if restore {
                    validate_saved_name
                } else {
                    validate_name
                };
                check(&name).map_err(|e| e.at_seat(count - 1))?;
                if self.setup.seat_of(&name).is_some() {
                    return Err(SetupError::DuplicateName(name.trim().to_owned()).into());
                }
                if self.setup.players.iter().any(|p| p.colour == colour) {
                    return Err(SetupError::DuplicateColour(colour).into());
                }
                self.setup.players.push(PlayerSetup::new(name, colour));
            }
            SetupLine::Start(name) => {
                self.setup.start_player = self
                    .setup
                    .seat_of(&name)
                    .ok_or(LineError::UnknownName(name))?;
            }
            SetupLine::Expansion(options) => {
                options.apply(&mut self.setup);
                // T6: without a `tiles` line the counter counts the
                // expansions' tiles too (80 with Gold Mines).
                if !self.tiles_given {
                    self.setup.tiles = Some(self.setup.default_tiles());
                }
            }
        }
        Ok(())
    }

    fn begin(&mut self) -> Result<&mut Game, LineError> {
        if self.game.is_none() {
            if self.setup.players.is_empty() {
                return Err(LineError::NoSetup);
            }
            // A shuffle for a deck this game does not use is a mistake of
            // its line, known only now that the setup is complete.
            for (deck, line) in &self.shuffled_at {
                if let Some(why) = deck.unused(&self.setup) {
                    return Err(LineError::At {
                        line: *line,
                        reason: Box::new(LineError::Syntax(format!(
                            "shuffle {}: {why}",
                            deck.as_str()
                        ))),
                    });
                }
            }
            let decks = super::expansion::decks(&self.setup);
            self.shuffles.fill(&decks, &mut self.shuffle);
            self.game = Some(Game::begin(self.setup.clone(), &self.shuffles)?);
        }
        self.game.as_mut().ok_or(LineError::NoSetup)
    }

    fn command(&mut self, pending: parse::Pending) -> Result<(), LineError> {
        let at = (self.clock)();
        let game = self.begin()?;
        let command = pending.resolve(game.setup())?;
        game.execute(command, at)?;
        Ok(())
    }

    /// The game the script leaves; a script of setup lines only starts it.
    pub fn finish(mut self) -> Result<Game, LineError> {
        self.begin()?;
        self.game.ok_or(LineError::NoSetup)
    }
}

/// A `shuffle` line's order: each card of the deck once (RULES MSG4: 1–8,
/// XP9: 1–32), in words that say what is wrong.
fn check_shuffle(deck: super::deck::DeckId, order: &[u16]) -> Result<(), String> {
    let size = super::deck::DeckId::parse(deck.as_str()).map_or(0, |d| d.size);
    let name = deck.as_str();
    let mut seen = vec![false; usize::from(size)];
    for card in order {
        let Some(slot) = usize::from(*card)
            .checked_sub(1)
            .and_then(|i| seen.get_mut(i))
        else {
            return Err(format!(
                "card {card} is not in the {name} deck: its cards are 1 to {size}"
            ));
        };
        if *slot {
            return Err(format!(
                "card {card} is named twice; name each card of the {name} deck once"
            ));
        }
        *slot = true;
    }
    if order.len() != usize::from(size) {
        return Err(format!(
            "the {name} deck has {size} cards, and this order names {}; name each once",
            order.len()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> DateTime<Utc> {
        DateTime::<Utc>::UNIX_EPOCH
    }

    #[test]
    fn a_byte_order_mark_before_the_first_line_is_ignored() {
        let game = run("\u{feff}player Anna red\r\nplayer Bert blue\r\n", now).unwrap();
        assert_eq!(game.setup().players.len(), 2);
    }

    #[test]
    fn start_finds_a_player_whose_name_has_spaces_around_it() {
        let game = run("player \" Anna \" red\nplayer Bert blue\nstart Bert\n", now).unwrap();
        assert_eq!(game.state().turn.player.0, 1);
        let game = run("player Bert blue\nplayer \" Anna \" red\nstart anna\n", now).unwrap();
        assert_eq!(game.state().turn.player.0, 1);
    }
}
