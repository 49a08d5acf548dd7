//! The one shape of an expansion's panel on the game screen.
//!
//! A panel keeps its own state and has its own `Message`; `update` returns
//! an [`Outcome`] that the screen carries out (a command to run, or a
//! reason to show); after every change of the game the screen calls
//! [`Panel::after`], which may ask for a follow-up command. What the panel
//! shows goes where the screen's layout puts it: what must be settled now
//! in the settle area ([`Settle`]), its fields in the form row, its own
//! page as a tab, a private view over the side column, a badge in each
//! player's row of totals, pictures on the board. The screen knows no
//! expansion: `panels.rs` registers each panel once.

use iced::Element;

use crate::engine::{Command, Figure, Game, GameError, Kind, PlayerId, Prompt, Question, Value};

use super::super::icons::Icon;
use super::super::track::Picture;

/// A kind, a player or the figure, picked by its key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// R, C, L or F.
    Kind(Kind),
    /// F1–F6.
    Seat(PlayerId),
    /// M: the other figure (RULES MSG1).
    Figure,
    /// A digit: the n-th of a list on a panel's tab (a card in play).
    Place(u32),
}

/// What a panel may read of the screen besides the game: the entry's
/// holders, their figures and the typed points.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The game as it stands.
    pub game: &'a Game,
    /// The players chosen on the entry.
    pub chosen: &'a [PlayerId],
    /// The figure each seat's points move (meeple where not given).
    pub figures: &'a [Figure],
    /// The points typed on the entry, if any.
    pub points: Option<u32>,
}

impl Context<'_> {
    /// The figure `player`'s points move.
    pub fn figure(&self, player: PlayerId) -> Figure {
        self.figures
            .get(player.index())
            .copied()
            .unwrap_or(Figure::Meeple)
    }
}

/// What the screen should do for a panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing.
    None,
    /// Run this command.
    Execute(Command),
    /// Tell the table why nothing happened.
    Refused(String),
}

pub use super::super::kit::Input;

/// What the table must settle now, for the settle area.
pub struct Settle<'a, M> {
    /// Who must act, named in their colour.
    pub player: Option<PlayerId>,
    /// What it is, in a line: "Message 3 · Road".
    pub title: String,
    /// What is read out to the table, in large type.
    pub read_out: Option<String>,
    /// The answers, drawn as the settle area's buttons (the last is the
    /// main one, on Enter).
    pub actions: Vec<Answer<M>>,
    /// Whether play waits for it (a hold), or it is only an offer.
    pub holds: bool,
    /// The icon of what it is.
    pub icon: Icon,
    /// (Settles own no widgets.)
    pub marker: std::marker::PhantomData<&'a ()>,
}

/// One answer of the settle area.
#[derive(Debug, Clone)]
pub struct Answer<M> {
    /// What the button says.
    pub label: String,
    /// What it sends (`None`: shown, not now).
    pub message: Option<M>,
    /// Whether it is the main answer.
    pub primary: bool,
    /// A player's colour, for an answer that names a player.
    pub colour: Option<crate::engine::Colour>,
    /// Its key, a letter, shown on it (the main answer is on Enter).
    pub key: Option<char>,
    /// A key shown on it that the screen routes itself (Esc, Ctrl+Z).
    pub hint: Option<&'static str>,
}

impl<M> Answer<M> {
    /// An answer.
    pub fn new(label: String, message: Option<M>, primary: bool) -> Self {
        Answer {
            label,
            message,
            primary,
            colour: None,
            key: None,
            hint: None,
        }
    }

    /// The same answer showing a key the screen routes itself.
    pub fn hinted(mut self, hint: &'static str) -> Self {
        self.hint = Some(hint);
        self
    }

    /// The same answer on `key` (a letter, shown on it).
    pub fn on_key(mut self, key: char) -> Self {
        self.key = Some(key);
        self
    }

    /// The same answer sending `wrap(message)`.
    pub fn map<N>(self, wrap: impl Fn(M) -> N) -> Answer<N> {
        Answer {
            label: self.label,
            message: self.message.map(wrap),
            primary: self.primary,
            colour: self.colour,
            key: self.key,
            hint: self.hint,
        }
    }
}

impl<'a, M> Settle<'a, M> {
    /// The same settle, its answers sending `wrap(message)`.
    pub fn lifted<N>(self, wrap: impl Fn(M) -> N) -> Settle<'a, N> {
        Settle {
            player: self.player,
            title: self.title,
            read_out: self.read_out,
            actions: self.actions.into_iter().map(|a| a.map(&wrap)).collect(),
            holds: self.holds,
            icon: self.icon,
            marker: std::marker::PhantomData,
        }
    }
}

/// How a panel dresses the table's question it owns on the window (the
/// question itself is the engine's, `Game::questions`): its icon, its
/// form as filled in on the panel, live labels of answers built from the
/// form, and answers of the window's own beside it.
pub struct Dress<M> {
    /// The icon of what it is.
    pub icon: Icon,
    /// The question's form as filled in, in the order of its fields.
    pub filled: Vec<Value>,
    /// A label for an answer (by its index) that says what the form gives
    /// ("Carry out: +9").
    pub labels: Vec<(usize, String)>,
    /// The window's own answers, before the question's (show a hand).
    pub beside: Vec<Answer<M>>,
}

impl<M> Dress<M> {
    /// A question's dress with this icon, its form as it starts, the
    /// question's own labels and no answers beside.
    pub fn plain(icon: Icon, question: &Question) -> Self {
        Dress {
            icon,
            filled: question.blank(),
            labels: Vec::new(),
            beside: Vec::new(),
        }
    }

    /// The same dress, its answers sending `wrap(message)`.
    pub fn lifted<N>(self, wrap: impl Fn(M) -> N) -> Dress<N> {
        Dress {
            icon: self.icon,
            filled: self.filled,
            labels: self.labels,
            beside: self.beside.into_iter().map(|a| a.map(&wrap)).collect(),
        }
    }
}

/// A step an expansion adds to the final scoring (RULES F1): what it is
/// called, where it goes, and what the table reads at it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalStep {
    /// Its name in the list of steps ("End cards").
    pub name: String,
    /// Whether it comes before the final feature scoring (else after).
    pub before_features: bool,
    /// What the table does at this step, or what it shows.
    pub hint: String,
    /// What it came to, one line per player.
    pub lines: Vec<String>,
    /// Whether something of it must still be done before the final
    /// scoring moves past it (an end card to reveal, RULES XP8).
    pub pending: bool,
    /// The command that moving onto or past this step gives, if it is
    /// still to be given (F1 step 4: the deferred points are paid).
    pub enter: Option<Command>,
    /// The same command offered as the step's own button, while it is
    /// still to be given: its label.
    pub action: Option<String>,
    /// Once that command was given, the steps before this one are closed
    /// until it is taken back: what they say then.
    pub closed: Option<Closed>,
    /// The points, by seat, this step adds to the totals on show once it
    /// is reached, where the rules add them only as the game ends (RULES
    /// F1 with GM5: the gold's worth); empty when the game's totals hold
    /// them already.
    pub adds: Vec<u32>,
}

/// What the steps before a given step say while it closes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Closed {
    /// The entry of the log that closed them (taking it back, and what
    /// came after it, reopens them).
    pub at: usize,
    /// Why nothing more is entered there.
    pub why: String,
    /// The label of the way back.
    pub undo: String,
}

/// A panel's own page in the side column, behind a tab.
pub struct Tab<'a, M> {
    /// The tab's label.
    pub label: String,
    /// The tab's icon.
    pub icon: Icon,
    /// The page.
    pub page: Element<'a, M>,
}

/// The shape every expansion's panel has.
pub trait Panel: Sized {
    /// What the table did on the panel.
    type Message: Clone + std::fmt::Debug + 'static;

    /// The panel for a game as it stands.
    fn new(game: &Game) -> Self;

    /// Handles one of its messages.
    fn update(&mut self, message: Self::Message, cx: &Context<'_>) -> Outcome;

    /// Called before every action on the screen, its own (`own`) or not:
    /// private views hide on the next action (RULES XP4).
    fn next_action(&mut self, _own: Option<&Self::Message>) {}

    /// Called after every change of the game (a command, undo, redo, a
    /// rewind); `command` is the command just given, if one was. (A
    /// command to give next is the engine's `Game::follow_up`, which the
    /// table's door asks.)
    fn after(&mut self, _game: &Game, _command: Option<&Command>) {}

    /// A refusal of a command: whether the panel shows it itself.
    fn refused(&mut self, _error: &GameError) -> bool {
        false
    }

    /// Whether the panel shows this prompt itself (in its settle).
    fn owns(&self, _prompt: &Prompt) -> bool {
        false
    }

    /// How it dresses the table's question, if the question is its own.
    fn dress(&self, _question: &Question, _cx: &Context<'_>) -> Option<Dress<Self::Message>> {
        None
    }

    /// What the table must settle now that is the window's own (an award
    /// of gold being drawn up, a card drawn to a hand), if anything: the
    /// game's questions are [`Panel::dress`]ed instead.
    fn settle<'a>(&'a self, _cx: &Context<'a>) -> Option<Settle<'a, Self::Message>> {
        None
    }

    /// The fields of what is being settled, for the form row; the keypad
    /// types into them (see [`Panel::input`]).
    fn form<'a>(&'a self, _cx: &Context<'a>) -> Option<Element<'a, Self::Message>> {
        None
    }

    /// A switch the panel puts in the entry's points line (its words,
    /// whether it is on, what a tap sends): while it is on, the kinds
    /// send [`Panel::takes_kind`]'s message instead of scoring.
    fn entry_switch(&self, _cx: &Context<'_>) -> Option<(String, bool, Self::Message)> {
        None
    }

    /// What a kind of the entry sends instead of scoring the typed points
    /// while the panel's switch is on; `None` leaves the kind off then.
    fn takes_kind(&self, _cx: &Context<'_>, _kind: Kind) -> Option<Self::Message> {
        None
    }

    /// What stands in the entry's main key's place while its form is
    /// open (a switch the form needs; the answer itself is in the settle
    /// area): the key's bounds stay, its content is the form's.
    fn form_key<'a>(&'a self, _cx: &Context<'a>) -> Option<Element<'a, Self::Message>> {
        None
    }

    /// How many counts the panel's form on show has (in the form row or
    /// a hand's card): with two or more, Tab and Shift+Tab move between
    /// them ([`Input::Field`]) instead of changing the entry mode.
    fn fields(&self, _cx: &Context<'_>) -> usize {
        0
    }

    /// The message a key of the keyboard's keypad sends while a form of
    /// the panel's outside the form row is open (a card in a hand).
    fn keyed(&self, _cx: &Context<'_>, _input: Input) -> Option<Self::Message> {
        None
    }

    /// What a kind's key (R C L F) or a player's F-key sends to the panel
    /// while something of its own is open that takes them (the claimants
    /// of a gold award), if anything.
    fn picked(&self, _cx: &Context<'_>, _pick: Pick) -> Option<Self::Message> {
        None
    }

    /// What a kind's key or a player's F-key sends while the panel's own
    /// tab is on show (a hand opened, points deferred), if anything.
    fn picked_on_tab(&self, _cx: &Context<'_>, _pick: Pick) -> Option<Self::Message> {
        None
    }

    /// What Enter sends while something of the panel's is open that it
    /// confirms (a card chosen in a hand: play it), if anything.
    fn confirm(&self, _cx: &Context<'_>) -> Option<Self::Message> {
        None
    }

    /// A key of the keypad while the panel's form is on show; whether the
    /// panel took it.
    fn input(&mut self, _input: Input) -> bool {
        false
    }

    /// Its own page, behind a tab.
    fn tab<'a>(&'a self, _cx: &Context<'a>) -> Option<Tab<'a, Self::Message>> {
        None
    }

    /// A private view over the side column (a hand shown to its owner).
    fn overlay<'a>(&'a self, _cx: &Context<'a>) -> Option<Element<'a, Self::Message>> {
        None
    }

    /// A short badge in a player's row of totals ("3 gold").
    fn badge(&self, _game: &Game, _seat: PlayerId) -> Option<(Icon, String)> {
        None
    }

    /// Buttons of its own in the turn bar, with what each sends (`None`:
    /// shown but not now): what a player does during a turn.
    fn turn_actions(&self, _game: &Game) -> Vec<(String, Option<Self::Message>)> {
        Vec::new()
    }

    /// The steps it adds to the final scoring (RULES F1).
    fn final_steps(&self, _game: &Game) -> Vec<FinalStep> {
        Vec::new()
    }

    /// Pictures the board prints for this expansion.
    fn pictures(&self, _game: &Game) -> Vec<(u32, Picture)> {
        Vec::new()
    }

    /// The figures each player scores with, in the order of their totals,
    /// when the expansion gives them more than the meeple (RULES MSG1);
    /// empty when it gives none.
    fn figures(&self, _game: &Game) -> Vec<Figure> {
        Vec::new()
    }

    /// The kinds of feature the keypad offers for this expansion, after
    /// the base game's (road, city, cloister, farm): points typed and
    /// scored as one of them.
    fn kinds(&self, _game: &Game) -> Vec<Kind> {
        Vec::new()
    }

    /// A note on landing on `space` ("dark").
    fn landing_note(&self, _game: &Game, _space: u32) -> Option<String> {
        None
    }

    /// A moment to show in the board's centre for the last command (a
    /// message read out, a card drawn).
    fn moment(&self, _game: &Game) -> Option<(Icon, String)> {
        None
    }

    /// Whether the screen's Escape key closes something of the panel's;
    /// then it sends this.
    fn escape(&self) -> Option<Self::Message> {
        None
    }
}
