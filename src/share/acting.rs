//! What a player may do from their phone, and a phone's request turned
//! into the change the window would give.
//!
//! A player's acts are, in order: the table's questions put to them (the
//! shield question when they are the target, their own message or *now*
//! card, their end card at the final scoring, their hand over its limit)
//! and what they may do of their own accord (a card of their hand played
//! in their turn: the engine's offers). Both come from the player's own
//! [`Sight`], so the page shows exactly what [`change`] accepts: the page
//! sends an act's place in that list, an answer's place in the act and
//! the form as filled in, with the table's version it was built from. The
//! table refuses a request based on an older version (the list may have
//! changed), so a place always means what the page showed.
//!
//! Scoring, ending a turn, another player's points, the final features,
//! the setup and a new game are not acts: they stay on the laptop.

use serde::{Deserialize, Serialize};

use crate::engine::{
    Answer, Field, FieldKind, Figure, Game, PlayerId, Question, Sight, Value, Viewer,
};
use crate::i18n::{self, figure_name};
use crate::t;
use crate::table::{Change, Effects, Refusal, Reply, Source, Table, Why};

/// The largest body of a phone's request, in bytes.
pub const MAX_BODY: usize = 4 * 1024;

/// The longest id of a request a phone may send.
pub const MAX_ID: usize = 64;

/// A phone's request, as its page sends it (JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// The page's own id for this request: sent again (a lost answer, a
    /// second tap), it gets the same answer and is not applied twice.
    pub id: String,
    /// The table's version the page was built from.
    pub version: u64,
    /// What to do.
    #[serde(flatten)]
    pub act: Act,
}

/// What a phone asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Act {
    /// Answer `answer` of act `act` (their places on the page), with the
    /// form filled in as `values` (one per field, in order: a count is a
    /// number, a toggle `true` or `false`, a figure its number, players a
    /// list of seats).
    Answer {
        /// The act's place in the page's list.
        act: usize,
        /// The answer's place in the act.
        answer: usize,
        /// The form, as filled in.
        #[serde(default)]
        values: Vec<serde_json::Value>,
    },
    /// Take back the player's own last action (`"undo": true`).
    Undo {
        /// Always `true`.
        undo: bool,
    },
}

/// How a request ended, as the phone is told (JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Done (and on disk), or not.
    pub ok: bool,
    /// Why not, for the page to tell apart: `stale` (the game moved on),
    /// `cannot-save`, `rules`, `not-yours`, `busy`, `bad` (a request the
    /// page could not have sent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// What happened, or why not, in the table's language.
    pub words: String,
    /// The table's version after it.
    pub version: u64,
}

impl Outcome {
    /// Done, at `version`.
    pub fn done(words: String, version: u64) -> Outcome {
        Outcome {
            ok: true,
            why: None,
            words,
            version,
        }
    }

    /// Not done, for `why`.
    pub fn refused(why: &str, words: String, version: u64) -> Outcome {
        Outcome {
            ok: false,
            why: Some(why.to_owned()),
            words,
            version,
        }
    }
}

/// One thing a player may do now, as their page draws it.
#[derive(Debug, Clone, Serialize)]
pub struct Acting {
    /// Its place in the list (what the page sends back).
    pub act: usize,
    /// `ask` (the table waits on it) or `offer` (a card to play).
    pub kind: &'static str,
    /// Its title.
    pub title: String,
    /// Its words in full (a card's, a message's).
    pub body: Option<String>,
    /// What to fill in.
    pub fields: Vec<FieldView>,
    /// The answers.
    pub answers: Vec<AnswerView>,
}

/// A field of an act's form.
#[derive(Debug, Clone, Serialize)]
pub struct FieldView {
    /// What it is called.
    pub label: String,
    /// `count`, `toggle`, `figure` or `players`.
    pub kind: &'static str,
    /// The largest count.
    pub max: Option<u32>,
    /// What may be chosen (the figures; the other players by seat).
    pub choices: Vec<Choice>,
}

/// A choice of a figure or a player field.
#[derive(Debug, Clone, Serialize)]
pub struct Choice {
    /// Sent back as the field's value (a figure's number, a seat).
    pub value: usize,
    /// What it says.
    pub label: String,
    /// A player's colour (for a seat).
    pub colour: Option<&'static str>,
}

/// An answer of an act.
#[derive(Debug, Clone, Serialize)]
pub struct AnswerView {
    /// Its place in the act.
    pub answer: usize,
    /// What its button says.
    pub label: String,
    /// The main answer.
    pub main: bool,
    /// One of a list of like answers (a card to discard).
    pub pick: bool,
}

/// Something a player may do: a question of the table's put to them, or
/// an offer of their own.
enum Doable<'a> {
    Asked(&'a Question),
    Offered(&'a crate::engine::Offer),
}

impl Doable<'_> {
    fn form(&self) -> &[Field] {
        match self {
            Doable::Asked(q) => &q.form,
            Doable::Offered(o) => &o.form,
        }
    }

    fn answers(&self) -> &[Answer] {
        match self {
            Doable::Asked(q) => &q.answers,
            Doable::Offered(o) => &o.answers,
        }
    }
}

/// Whether `question` is one of the acts of `sight`'s player: put to
/// them, with an answer they may give (their page shows it as an act, not
/// among what the table must settle).
pub(super) fn is_act(sight: &Sight, question: &Question) -> bool {
    matches!(sight.viewer, Viewer::Player(player) if question.asked == Some(player))
        && question.answers.iter().any(|a| a.open)
}

/// What `sight`'s player may do now, in order; none on the table's view.
fn doable(sight: &Sight) -> Vec<Doable<'_>> {
    let Viewer::Player(player) = sight.viewer else {
        return Vec::new();
    };
    let asked = sight
        .questions
        .iter()
        .filter(|q| is_act(sight, q))
        .map(Doable::Asked);
    asked
        .chain(
            sight
                .offers
                .iter()
                .filter(|o| o.player == player)
                .map(Doable::Offered),
        )
        .collect()
}

/// What `sight`'s player may do now, as their page draws it.
pub fn acts(sight: &Sight) -> Vec<Acting> {
    let Viewer::Player(player) = sight.viewer else {
        return Vec::new();
    };
    let setup = &sight.setup;
    doable(sight)
        .iter()
        .enumerate()
        .map(|(act, doable)| {
            let (kind, title, body) = match doable {
                Doable::Asked(q) => (
                    "ask",
                    i18n::say(setup, &q.title),
                    q.read_out.as_ref().map(|w| i18n::say(setup, w)),
                ),
                Doable::Offered(o) => (
                    "offer",
                    i18n::say(setup, &o.title),
                    o.read_out.as_ref().map(|w| i18n::say(setup, w)),
                ),
            };
            let fields = doable
                .form()
                .iter()
                .map(|field| field_view(sight, player, field))
                .collect();
            let answers = doable
                .answers()
                .iter()
                .enumerate()
                .filter(|(_, a)| a.open)
                .map(|(answer, a)| AnswerView {
                    answer,
                    label: i18n::say(setup, &a.label),
                    main: a.main,
                    pick: a.pick,
                })
                .collect();
            Acting {
                act,
                kind,
                title,
                body,
                fields,
                answers,
            }
        })
        .collect()
}

fn field_view(sight: &Sight, player: PlayerId, field: &Field) -> FieldView {
    let setup = &sight.setup;
    let (kind, max, choices) = match field.kind {
        FieldKind::Count { max } => ("count", Some(max), Vec::new()),
        FieldKind::Toggle => ("toggle", None, Vec::new()),
        FieldKind::Figure => (
            "figure",
            None,
            [Figure::Meeple, Figure::Messenger]
                .into_iter()
                .map(|figure| Choice {
                    value: figure.index(),
                    label: figure_name(figure),
                    colour: None,
                })
                .collect(),
        ),
        FieldKind::Players => (
            "players",
            None,
            setup
                .seats()
                .filter(|seat| *seat != player)
                .map(|seat| Choice {
                    value: seat.index(),
                    label: setup.name(seat).to_owned(),
                    colour: Some(setup.players[seat.index()].colour.as_str()),
                })
                .collect(),
        ),
    };
    FieldView {
        label: i18n::say(setup, &field.label),
        kind,
        max,
        choices,
    }
}

/// The change `player`'s phone asks for with `act`, in `game` as it is
/// now: the same command the window's answer would give, built by the
/// same helpers; or why the request makes none, in words (an act or
/// answer the player is not offered, a value of the wrong kind or out of
/// range). The rules check the command when the table is given it.
pub fn change(game: &Game, player: PlayerId, act: &Act) -> Result<Change, String> {
    let (act, answer, raw) = match act {
        Act::Undo { undo: true } => return Ok(Change::Undo),
        Act::Undo { undo: false } => return Err(t!("share-act-unknown")),
        Act::Answer {
            act,
            answer,
            values,
        } => (*act, *answer, values),
    };
    let sight = game.sight(Viewer::Player(player));
    let doable = doable(&sight);
    let doable = doable.get(act).ok_or_else(|| t!("share-act-unknown"))?;
    if !doable.answers().get(answer).is_some_and(|a| a.open) {
        return Err(t!("share-act-unknown"));
    }
    let values =
        values(game, player, doable.form(), raw).ok_or_else(|| t!("share-act-bad-values"))?;
    let command = match doable {
        Doable::Asked(question) => question.command(answer, &values),
        Doable::Offered(offer) => offer.command(game.state(), answer, &values),
    };
    match command {
        Some(Ok(command)) => Ok(Change::Command(command)),
        Some(Err(error)) => Err(i18n::game_error(&error)),
        None => Err(t!("share-act-unknown")),
    }
}

/// The form's values from what the page sent: one per field, each of the
/// field's kind and within its range; `None` if not.
fn values(
    game: &Game,
    player: PlayerId,
    form: &[Field],
    raw: &[serde_json::Value],
) -> Option<Vec<Value>> {
    if raw.len() != form.len() {
        return None;
    }
    let seats = game.setup().players.len();
    form.iter()
        .zip(raw)
        .map(|(field, raw)| match field.kind {
            FieldKind::Count { max } => {
                let count = u32::try_from(raw.as_u64()?).ok()?;
                (count <= max).then_some(Value::Count(count))
            }
            FieldKind::Toggle => raw.as_bool().map(Value::Toggle),
            FieldKind::Figure => {
                let index = usize::try_from(raw.as_u64()?).ok()?;
                let figure = Figure::from_index(index)?;
                (index < game.setup().figures_per_player()).then_some(Value::Figure(figure))
            }
            FieldKind::Players => {
                let mut players = Vec::new();
                for seat in raw.as_array()? {
                    let seat = usize::try_from(seat.as_u64()?).ok()?;
                    let seat = PlayerId(u8::try_from(seat).ok()?);
                    if seat.index() >= seats || seat == player || players.contains(&seat) {
                        return None;
                    }
                    players.push(seat);
                }
                Some(Value::Players(players))
            }
        })
        .collect()
}

/// Gives `player`'s phone's `request` to `table`'s door, as request
/// number `number`: refused at once (nothing changed) when it is based on
/// another version than the table's, when the table cannot save now, or
/// when it makes no change `player` may ask for; else the door's answer.
/// Taken, its reply comes with the save that holds it (`Effects::replies`
/// of `Table::saved`: [`outcome`]).
pub fn apply(
    table: &mut Table,
    player: PlayerId,
    request: &Request,
    number: u64,
) -> Result<Effects, Outcome> {
    let version = table.version();
    if request.version != version {
        return Err(Outcome::refused(
            "stale",
            t!("table-refused-stale"),
            version,
        ));
    }
    if let Some(words) = table.cannot_save() {
        return Err(Outcome::refused("cannot-save", words, version));
    }
    let Some(saved) = table.game() else {
        return Err(Outcome::refused(
            "not-yours",
            t!("table-refused-no-game"),
            version,
        ));
    };
    let change = change(&saved.game, player, &request.act)
        .map_err(|words| Outcome::refused("not-yours", words, version))?;
    let source = Source::Phone {
        player,
        request: number,
        based_on: request.version,
    };
    table
        .apply(source, change)
        .map_err(|refusal| refused(&refusal, version))
}

/// A reply of the table's, as its phone is told.
pub fn outcome(reply: &Reply) -> Outcome {
    match &reply.outcome {
        Ok(words) => Outcome::done(words.clone(), reply.version),
        Err(refusal) => refused(refusal, reply.version),
    }
}

fn refused(refusal: &Refusal, version: u64) -> Outcome {
    let why = match refusal.why {
        Why::Rules => "rules",
        Why::Stale => "stale",
        Why::CannotSave => "cannot-save",
        Why::NotYours | Why::Other => "not-yours",
    };
    Outcome::refused(why, refusal.words.clone(), version)
}
