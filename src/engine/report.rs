//! The game as plain data for the headless `replay` command: names
//! instead of seats, and every position worked out.

use serde::Serialize;

use super::EXPANSIONS;
use super::game::Game;
use super::setup::Setup;
use super::state::{Phase, Prompt};
use super::track::{self, Figure};
use super::turns::Reason;

/// The whole game at this point.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// `playing`, `final-scoring` or `ended`.
    pub phase: Phase,
    /// Per player, in seating order.
    pub players: Vec<PlayerReport>,
    /// Whose turn it is.
    pub active: String,
    /// Turns started so far, this one included.
    pub turn: u32,
    /// Why the current turn is an extra one, if it is.
    pub extra_turn: Option<Vec<String>>,
    /// Queued extra turns, next first.
    pub queue: Vec<QueueReport>,
    /// Open prompts.
    pub prompts: Vec<PromptReport>,
    /// Tiles left in the draw pile, if counted.
    pub tiles_left: Option<u32>,
    /// Commands in effect.
    pub commands: usize,
    /// Commands that redo would bring back.
    pub undone: usize,
    /// Once the game has ended: the result (RULES F2), each player's line
    /// of the summary (places, totals, points by kind, parts), without its
    /// times and timeline, whose clock is the wall clock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<Vec<super::summary::Line>>,
    /// Each expansion's own part, under its key (e.g. `messages`).
    #[serde(flatten)]
    pub expansions: serde_json::Map<String, serde_json::Value>,
}

/// One player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerReport {
    /// Name.
    pub name: String,
    /// Colour word.
    pub colour: &'static str,
    /// Score: all figures together.
    pub total: u32,
    /// Each figure.
    pub figures: Vec<FigureReport>,
}

/// One scoring figure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FigureReport {
    /// `meeple` or `messenger`.
    pub figure: &'static str,
    /// Points on this figure.
    pub total: u32,
    /// Space on the track, 0–49.
    pub space: u32,
    /// Completed laps (50/100 tokens).
    pub lap: u32,
    /// Whether it has left the track (MSG8: the messenger, once merged);
    /// absent while it is on the track.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub left: bool,
}

/// One queued extra turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QueueReport {
    /// Who takes it.
    pub player: String,
    /// Why, as short codes: `last-to-6`, `first-to-24`, `manual`.
    pub reasons: Vec<String>,
}

/// One open prompt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PromptReport {
    /// `extra-turn`, `extra-turns-lapsed`, `last-tile` or `final-scoring`.
    pub prompt: &'static str,
    /// The players it names.
    pub players: Vec<String>,
    /// Why, for extra turns.
    pub reasons: Vec<String>,
    /// What the app tells the table.
    pub text: String,
}

/// Short codes of an extra turn's reason: `manual`, or the codes of the
/// expansion that granted it.
pub fn reason_codes(reason: &Reason) -> Vec<String> {
    match reason {
        Reason::Manual => vec!["manual".into()],
        earned => EXPANSIONS
            .iter()
            .find_map(|e| e.reason_codes(earned))
            .unwrap_or_default(),
    }
}

fn prompt_report(setup: &Setup, prompt: &Prompt, text: String) -> PromptReport {
    let names = |players: &mut dyn Iterator<Item = super::player::PlayerId>| {
        players.map(|p| setup.name(p).to_owned()).collect()
    };
    match prompt {
        Prompt::ExtraTurn { player, reason } => PromptReport {
            prompt: "extra-turn",
            players: names(&mut std::iter::once(*player)),
            reasons: reason_codes(reason),
            text,
        },
        Prompt::ExtraTurnsLapsed { players } => PromptReport {
            prompt: "extra-turns-lapsed",
            players: names(&mut players.iter().copied()),
            reasons: Vec::new(),
            text,
        },
        Prompt::LastTile => PromptReport {
            prompt: "last-tile",
            players: Vec::new(),
            reasons: Vec::new(),
            text,
        },
        Prompt::FinalScoring { .. } => PromptReport {
            prompt: "final-scoring",
            players: Vec::new(),
            reasons: Vec::new(),
            text,
        },
        Prompt::Held(hold) => PromptReport {
            prompt: "held",
            players: names(&mut hold.player().into_iter()),
            reasons: Vec::new(),
            text,
        },
        // An expansion's own prompt, coded by it.
        other => {
            let (prompt, players) = EXPANSIONS
                .iter()
                .find_map(|e| e.prompt_code(other))
                .unwrap_or(("?", Vec::new()));
            PromptReport {
                prompt,
                players: names(&mut players.into_iter()),
                reasons: Vec::new(),
                text,
            }
        }
    }
}

impl Report {
    /// Reports `game`, with `text` giving the words for each prompt.
    pub fn new(game: &Game, text: impl Fn(&Setup, &Prompt) -> String) -> Report {
        let setup = game.setup();
        let state = game.state();
        let players = setup
            .players
            .iter()
            .zip(&state.players)
            .map(|(who, points)| PlayerReport {
                name: who.name.clone(),
                colour: who.colour.as_str(),
                total: points.total(),
                figures: points
                    .figures
                    .iter()
                    .enumerate()
                    .map(|(i, total)| {
                        let figure = Figure::from_index(i);
                        FigureReport {
                            figure: figure.map_or("?", Figure::as_str),
                            total: *total,
                            space: track::space(*total),
                            lap: track::laps(*total),
                            left: figure.is_some_and(|f| {
                                super::expansion::in_use(setup)
                                    .any(|e| e.may_move(state, f).is_err())
                            }),
                        }
                    })
                    .collect(),
            })
            .collect();
        Report {
            phase: state.phase,
            players,
            active: setup.name(state.turn.player).to_owned(),
            turn: state.turn.number,
            extra_turn: state.turn.extra.as_ref().map(reason_codes),
            queue: state
                .queue
                .iter()
                .map(|q| QueueReport {
                    player: setup.name(q.player).to_owned(),
                    reasons: reason_codes(&q.reason),
                })
                .collect(),
            prompts: state
                .prompts()
                .iter()
                .map(|p| prompt_report(setup, p, text(setup, p)))
                .collect(),
            tiles_left: state.tiles_left,
            commands: game.log().len(),
            undone: game.redo_stack().len(),
            result: (state.phase == Phase::Ended).then(|| super::summary::lines(game)),
            expansions: super::expansion::in_use(setup)
                .filter_map(|e| e.report(setup, state))
                .map(|(key, value)| (key.to_owned(), value))
                .collect(),
        }
    }
}
