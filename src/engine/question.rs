//! The table's question: what the table must settle now, as data.
//!
//! One pure function of the game and a viewer,
//! [`Game::questions`](super::Game::questions) (in `view.rs`, beside the
//! sight), gives each thing that holds play (RULES MSG5, XP3, XP4, XP6, XP8): who is
//! asked, what is read out (text ids and their arguments, put into a
//! language only where they are shown), the counts to fill in first, and
//! the answers, each with the command it sends, its key and whether it is
//! the main one (Enter). The window draws it, its keys are read from it,
//! the phones' pages show it and speech reads it; each expansion writes its
//! own questions in its own module (`Registered::question`), so nothing
//! else knows what an expansion asks.

use super::EXPANSIONS;
use super::command::{Command, GameError};
use super::player::PlayerId;
use super::state::{Hold, State};
use super::track::Figure;

/// Words to show or speak: a text's id and its arguments, or words joined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Words {
    /// The text `id` with its named arguments.
    Text {
        /// The text's id in the texts (`msg-panel-number`).
        id: String,
        /// Its arguments by name.
        args: Vec<(&'static str, Arg)>,
    },
    /// A number, as it is written in every language.
    Number(u32),
    /// Words one after the other, with this between them (" · ").
    Joined(Vec<Words>, &'static str),
}

/// One argument of a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number.
    Number(u32),
    /// A player, by name.
    Player(PlayerId),
    /// Words of their own (a card's title inside a sentence).
    Words(Box<Words>),
}

impl Words {
    /// The text `id` with no arguments.
    pub fn text(id: impl Into<String>) -> Words {
        Words::Text {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The same text with one more argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, arg: Arg) -> Words {
        if let Words::Text { args, .. } = &mut self {
            args.push((name, arg));
        }
        self
    }

    /// The same text with a number.
    #[must_use]
    pub fn number(self, name: &'static str, number: impl Into<u32>) -> Words {
        self.with(name, Arg::Number(number.into()))
    }

    /// The same text with a player's name.
    #[must_use]
    pub fn player(self, name: &'static str, player: PlayerId) -> Words {
        self.with(name, Arg::Player(player))
    }

    /// The same text with words inside it.
    #[must_use]
    pub fn words(self, name: &'static str, words: Words) -> Words {
        self.with(name, Arg::Words(Box::new(words)))
    }

    /// These words, then `more`, with " · " between.
    #[must_use]
    pub fn then(self, more: Words) -> Words {
        Words::Joined(vec![self, more], " · ")
    }

    /// These words, then `more`, with " — " between (a reason after what
    /// it is about).
    #[must_use]
    pub fn dash(self, more: Words) -> Words {
        Words::Joined(vec![self, more], " — ")
    }
}

/// Something the table must settle now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// What holds play (the answers settle it).
    pub hold: Hold,
    /// Who answers, if one player does.
    pub asked: Option<PlayerId>,
    /// What it is, in a line: "Message 3 · Road".
    pub title: Words,
    /// What is read out to the table.
    pub read_out: Option<Words>,
    /// What to fill in before an answer built from it can be sent, in
    /// order.
    pub form: Vec<Field>,
    /// The answers; the main one (Enter) is the last.
    pub answers: Vec<Answer>,
}

/// One answer of a question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// What its button says.
    pub label: Words,
    /// What it sends.
    pub sends: Sends,
    /// Its letter key, if it has one (the main answer is on Enter).
    pub key: Option<char>,
    /// Whether it is the main answer, on Enter.
    pub main: bool,
    /// Whether it can be given now (a message 4 with no tile left cannot
    /// be carried out; it is shown, not offered).
    pub open: bool,
    /// One of a list of like answers (a message tile's name, a card to
    /// discard), shown as a list rather than as a button beside the
    /// question.
    pub pick: bool,
}

impl Answer {
    /// An answer sending `sends`, not the main one, open, not a pick.
    pub fn new(label: Words, sends: Sends) -> Answer {
        Answer {
            label,
            sends,
            key: None,
            main: false,
            open: true,
            pick: false,
        }
    }

    /// The same answer as the main one (Enter).
    #[must_use]
    pub fn main(mut self) -> Answer {
        self.main = true;
        self
    }

    /// The same answer on a letter.
    #[must_use]
    pub fn on_key(mut self, key: char) -> Answer {
        self.key = Some(key);
        self
    }

    /// The same answer, open or shown only.
    #[must_use]
    pub fn open(mut self, open: bool) -> Answer {
        self.open = open;
        self
    }

    /// The same answer as one of a list.
    #[must_use]
    pub fn pick(mut self) -> Answer {
        self.pick = true;
        self
    }
}

/// What an answer sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sends {
    /// This command, as it is.
    Command(Command),
    /// The command built from the question's form as filled in
    /// ([`Question::command`]).
    Filled,
}

/// One thing to fill in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// What it is called ("Road tiles").
    pub label: Words,
    /// What is filled in.
    pub kind: FieldKind,
}

/// What a field takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    /// A count, from 0 to `max`.
    Count {
        /// The largest count.
        max: u32,
    },
    /// Yes or no ("the city is complete").
    Toggle,
    /// The figure the points move (RULES MSG1).
    Figure,
    /// Some of the players (the other holders of a feature).
    Players,
}

/// A field as filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A count.
    Count(u32),
    /// Yes or no.
    Toggle(bool),
    /// A figure.
    Figure(Figure),
    /// Players.
    Players(Vec<PlayerId>),
}

/// A form as filled in, read by the expansion that asked.
#[derive(Debug, Clone, Copy)]
pub struct Filled<'a>(pub &'a [Value]);

impl Filled<'_> {
    /// The `n`th count filled in (0 where there is none).
    pub fn count(&self, n: usize) -> u32 {
        self.0
            .iter()
            .filter_map(|v| match v {
                Value::Count(c) => Some(*c),
                _ => None,
            })
            .nth(n)
            .unwrap_or(0)
    }

    /// The first yes or no (no where there is none).
    pub fn toggle(&self) -> bool {
        self.0.iter().any(|v| matches!(v, Value::Toggle(true)))
    }

    /// The figure chosen (the meeple where there is no choice).
    pub fn figure(&self) -> Figure {
        self.0
            .iter()
            .find_map(|v| match v {
                Value::Figure(f) => Some(*f),
                _ => None,
            })
            .unwrap_or(Figure::Meeple)
    }

    /// The players chosen (none where there is no choice).
    pub fn players(&self) -> Vec<PlayerId> {
        self.0
            .iter()
            .find_map(|v| match v {
                Value::Players(p) => Some(p.clone()),
                _ => None,
            })
            .unwrap_or_default()
    }
}

impl Question {
    /// The question with this title, asked of `asked`, with no read-out,
    /// form or answers yet.
    pub fn new(hold: Hold, asked: Option<PlayerId>, title: Words) -> Question {
        Question {
            hold,
            asked,
            title,
            read_out: None,
            form: Vec::new(),
            answers: Vec::new(),
        }
    }

    /// The main answer (Enter), if it has one that can be given now.
    pub fn main(&self) -> Option<usize> {
        self.answers.iter().position(|a| a.main && a.open)
    }

    /// The answer on `letter`, if one is on it and can be given now.
    pub fn keyed(&self, letter: char) -> Option<usize> {
        self.answers
            .iter()
            .position(|a| a.open && a.key.is_some_and(|k| k.eq_ignore_ascii_case(&letter)))
    }

    /// The command answer `index` sends with the form filled in as
    /// `values` (in the order of [`Question::form`]), or why the values
    /// make none (a count out of range); the rules check the command when
    /// it is given. `None`: the question has no such answer.
    pub fn command(&self, index: usize, values: &[Value]) -> Option<Result<Command, GameError>> {
        match &self.answers.get(index)?.sends {
            Sends::Command(command) => Some(Ok(command.clone())),
            Sends::Filled => EXPANSIONS
                .iter()
                .find_map(|e| e.built(&self.hold, index, Filled(values))),
        }
    }

    /// The form as it starts: every count 0, every toggle off, the figure
    /// the meeple, no player chosen.
    pub fn blank(&self) -> Vec<Value> {
        self.form
            .iter()
            .map(|field| match field.kind {
                FieldKind::Count { .. } => Value::Count(0),
                FieldKind::Toggle => Value::Toggle(false),
                FieldKind::Figure => Value::Figure(Figure::Meeple),
                FieldKind::Players => Value::Players(Vec::new()),
            })
            .collect()
    }
}

/// Something a player may do now of their own accord, nothing waiting on
/// it (RULES XP4: a card played from their hand in their turn): shown
/// like a question, with its form and answers, to that player only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    /// Whose it is.
    pub player: PlayerId,
    /// The verb of the expansion that offers it, which builds its command.
    pub by: &'static str,
    /// The expansion's own name for it (a card's kind id).
    pub what: String,
    /// What it is, in a line (a card's title).
    pub title: Words,
    /// Its words in full (a card's text).
    pub read_out: Option<Words>,
    /// What to fill in before its answer can be sent, in order.
    pub form: Vec<Field>,
    /// The answers; the main one is the last.
    pub answers: Vec<Answer>,
}

impl Offer {
    /// The command answer `index` sends in `state` with the form filled
    /// in as `values` (see [`Question::command`]); `None`: no such answer,
    /// or the offer no longer stands in `state`.
    pub fn command(
        &self,
        state: &State,
        index: usize,
        values: &[Value],
    ) -> Option<Result<Command, GameError>> {
        match &self.answers.get(index)?.sends {
            Sends::Command(command) => Some(Ok(command.clone())),
            Sends::Filled => EXPANSIONS
                .iter()
                .find(|e| e.verb() == self.by)
                .and_then(|e| e.offered(state, self, index, Filled(values))),
        }
    }
}
