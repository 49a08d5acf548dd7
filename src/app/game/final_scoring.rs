//! The final scoring, guided (RULES F1): one step at a time in the rule
//! book's order, with a way back to any step, while the track keeps every
//! player's running total in view. Every entry is an ordinary command, so
//! undo works as everywhere else; nothing here earns an extra turn or
//! draws a message.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::gold::{per_piece, worth};
use crate::engine::messages;
use crate::engine::{Command, Event, FeatureScoring, Figure, Game, Kind, PlayerId, Scoring};
use crate::i18n::kind_name;
use crate::t;

use super::super::style;
use super::super::widget::capitalised;

/// What the screen should do for the wizard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing.
    None,
    /// Run this command.
    Execute(Command),
    /// Tell the table why the wizard does not move on.
    Refused(String),
}

/// The wizard's message for a key: digits and Backspace type the count,
/// + and − nudge it, Enter adds the feature, F1–F6 choose the player.
pub fn key(key: iced::keyboard::Key<&str>, typed: &str) -> Option<Message> {
    use iced::keyboard::{Key, key::Named};
    match key {
        Key::Named(Named::Backspace) => return Some(Message::Backspace),
        Key::Named(Named::Enter) => return Some(Message::Add),
        Key::Named(
            named @ (Named::F1 | Named::F2 | Named::F3 | Named::F4 | Named::F5 | Named::F6),
        ) => {
            let seat = [
                Named::F1,
                Named::F2,
                Named::F3,
                Named::F4,
                Named::F5,
                Named::F6,
            ]
            .iter()
            .position(|n| *n == named)
            .unwrap_or(0);
            return Some(Message::Seat(seat));
        }
        _ => {}
    }
    match typed {
        "+" => Some(Message::Count(0, 1)),
        "-" => Some(Message::Count(0, -1)),
        digit => digit
            .parse::<u32>()
            .ok()
            .filter(|d| *d < 10)
            .map(Message::Digit),
    }
}

/// One step of the final scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The Messages: both figures added onto the meeple (MSG8).
    Merged,
    /// Christmas Present: end cards revealed, start player first (XP8).
    EndCards,
    /// Unfinished features and farms, player by player (T7).
    Features,
    /// Christmas Present: the deferred points paid (XP7).
    Deferred,
    /// Gold Mines: the board's gold removed, the players' gold scored (GM5).
    Gold,
    /// End the game and show the results.
    Results,
}

/// The steps a game's expansions call for, in the order of RULES F1.
pub fn steps(game: &Game) -> Vec<Step> {
    let setup = game.setup();
    let mut steps = Vec::new();
    if setup.messages.is_some() {
        steps.push(Step::Merged);
    }
    if setup.christmas.is_some() {
        steps.push(Step::EndCards);
    }
    steps.push(Step::Features);
    if setup.christmas.is_some() {
        steps.push(Step::Deferred);
    }
    if setup.gold.is_some() {
        steps.push(Step::Gold);
    }
    steps.push(Step::Results);
    steps
}

/// Where the table is in the final scoring, and the feature being counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wizard {
    step: Option<Step>,
    seat: usize,
    kind: Kind,
    counts: [u32; 2],
    others: Vec<PlayerId>,
}

impl Default for Wizard {
    fn default() -> Self {
        Wizard {
            step: None,
            seat: 0,
            kind: Kind::Road,
            counts: [0; 2],
            others: Vec::new(),
        }
    }
}

/// What the table did in the final scoring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Go to a step.
    Go(Step),
    /// Count this player's features.
    Seat(usize),
    /// The kind of feature being counted.
    Kind(Kind),
    /// Change a count by a step.
    Count(usize, i64),
    /// Another holder shares the feature (or no longer does).
    Other(PlayerId),
    /// Score the feature counted.
    Add,
    /// A digit typed into the first count (the keypad's digit keys).
    Digit(u32),
    /// The last digit of the first count removed.
    Backspace,
    /// End the game: totals are final.
    EndGame,
}

/// The points of a feature at the end of the game (RULES T7): roads 1 per
/// tile; cities 1 per tile and pennant; cloisters 1 + 1 per tile around;
/// farms 3 per completed city next to them.
pub fn points(kind: Kind, counts: [u32; 2]) -> u32 {
    let [a, b] = counts;
    match kind {
        Kind::Road => a,
        Kind::City => a.saturating_add(b),
        Kind::Cloister => 1 + a.min(8),
        Kind::Farm => a.saturating_mul(3),
        _ => a,
    }
}

impl Wizard {
    /// The step on show: the first one until the table moves.
    pub fn step(&self, game: &Game) -> Step {
        self.step
            .unwrap_or_else(|| steps(game).first().copied().unwrap_or(Step::Features))
    }

    /// Handles one message; the command to give the engine, if any.
    pub fn update(&mut self, message: Message, game: &Game) -> Outcome {
        match message {
            Message::Go(step) => {
                // A step that must be settled first keeps the wizard there,
                // and says so (an end card still to reveal, RULES XP8).
                let list = steps(game);
                let here = list.iter().position(|s| *s == self.step(game));
                let there = list.iter().position(|s| *s == step);
                if let (Some(here), Some(there)) = (here, there)
                    && there > here
                    && game.state().hold().is_some()
                {
                    return Outcome::Refused(t!("final-settle-first"));
                }
                self.step = Some(step);
            }
            Message::Digit(digit) => {
                let count = &mut self.counts[0];
                *count = (count.saturating_mul(10) + digit.min(9)).min(999);
                if self.kind == Kind::Cloister {
                    *count = (*count).min(8);
                }
            }
            Message::Backspace => self.counts[0] /= 10,
            Message::Seat(seat) => {
                self.seat = seat;
                self.others.clear();
                self.counts = [0; 2];
            }
            Message::Kind(kind) => {
                self.kind = kind;
                self.counts = [0; 2];
            }
            Message::Count(i, by) => {
                let limit = if self.kind == Kind::Cloister && i == 0 {
                    8
                } else {
                    999
                };
                if let Some(count) = self.counts.get_mut(i) {
                    *count = u32::try_from((i64::from(*count) + by).clamp(0, limit)).unwrap_or(0);
                }
            }
            Message::Other(player) => {
                if let Some(i) = self.others.iter().position(|p| *p == player) {
                    self.others.remove(i);
                } else {
                    self.others.push(player);
                }
            }
            Message::Add => {
                let points = points(self.kind, self.counts);
                let seat = PlayerId(u8::try_from(self.seat).unwrap_or(0));
                let mut holders = vec![seat];
                holders.extend(self.others.iter().copied().filter(|p| *p != seat));
                self.counts = [0; 2];
                self.others.clear();
                return Outcome::Execute(Command::Score(FeatureScoring {
                    kind: self.kind,
                    scorings: holders
                        .into_iter()
                        .map(|player| Scoring {
                            player,
                            points,
                            figure: Figure::Meeple,
                        })
                        .collect(),
                }));
            }
            Message::EndGame => return Outcome::Execute(Command::EndGame),
        }
        Outcome::None
    }

    /// The wizard: its steps, then the one on show.
    pub fn view<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let step = self.step(game);
        let list = steps(game);
        // Three steps to a line, so all six (every expansion) stay in view
        // in the narrowest window.
        let mut tabs = column![].spacing(6);
        for (line, steps) in list.chunks(3).enumerate() {
            let mut tab_line = row![].spacing(6);
            for (i, s) in steps.iter().enumerate() {
                tab_line = tab_line.push(
                    button(
                        text(format!("{}. {}", line * 3 + i + 1, step_name(*s)))
                            .size(style::SMALL)
                            .center()
                            .width(Fill),
                    )
                    .width(Fill)
                    .padding([10, 4])
                    .style(if *s == step {
                        button::primary
                    } else {
                        button::secondary
                    })
                    .on_press(Message::Go(*s)),
                );
            }
            tabs = tabs.push(tab_line);
        }
        let body = match step {
            Step::Merged => merged(game),
            Step::EndCards => end_cards(game),
            Step::Features => self.features(game),
            Step::Deferred => deferred(game),
            Step::Gold => gold(game),
            Step::Results => results(),
        };
        let next = list
            .iter()
            .position(|s| *s == step)
            .and_then(|i| list.get(i + 1))
            .copied();
        let mut panel = column![
            text(t!("final-title")).size(26),
            tabs,
            container(body).height(Fill).clip(true)
        ]
        .spacing(12);
        if let Some(next) = next {
            panel = panel.push(
                button(
                    text(t!("final-next", step = step_name(next)))
                        .size(22)
                        .center()
                        .width(Fill),
                )
                .width(Fill)
                .padding([12, 4])
                .style(button::success)
                .on_press(Message::Go(next)),
            );
        }
        container(panel)
            .padding(14)
            .width(Fill)
            .height(Length::Fill)
            .style(style::card)
            .into()
    }

    /// A player's unfinished features and farms, with the T7 calculator.
    fn features<'a>(&'a self, game: &'a Game) -> Element<'a, Message> {
        let setup = game.setup();
        let state = game.state();
        let seats: Vec<PlayerId> = setup.seats().collect();
        let mut players = row![].spacing(6);
        for seat in &seats {
            let who = &setup.players[seat.index()];
            players = players.push(
                button(
                    text(who.name.as_str())
                        .size(style::SMALL)
                        .center()
                        .width(Fill),
                )
                .width(Fill)
                .padding([10, 4])
                .style(super::super::style::player_chip(
                    who.colour,
                    seat.index() == self.seat,
                ))
                .on_press(Message::Seat(seat.index())),
            );
        }
        let mut kinds = row![].spacing(6);
        for kind in [Kind::Road, Kind::City, Kind::Cloister, Kind::Farm] {
            kinds = kinds.push(
                button(
                    text(capitalised(&kind_name(kind)))
                        .size(style::BODY)
                        .center()
                        .width(Fill),
                )
                .width(Fill)
                .padding([10, 4])
                .style(if kind == self.kind {
                    button::primary
                } else {
                    button::secondary
                })
                .on_press(Message::Kind(kind)),
            );
        }
        let labels: Vec<String> = match self.kind {
            Kind::Road => vec![t!("final-road-tiles")],
            Kind::City => vec![t!("final-city-tiles"), t!("final-pennants")],
            Kind::Cloister => vec![t!("final-around")],
            _ => vec![t!("final-farm-cities")],
        };
        let mut counts = column![].spacing(8);
        for (i, label) in labels.into_iter().enumerate() {
            counts = counts.push(stepper(label, self.counts[i], move |by| {
                Message::Count(i, by)
            }));
        }
        let name = setup.name(PlayerId(u8::try_from(self.seat).unwrap_or(0)));
        let mut others = row![text(t!("final-shared")).size(style::SMALL)]
            .spacing(6)
            .align_y(Alignment::Center);
        for seat in seats.iter().filter(|s| s.index() != self.seat) {
            let who = &setup.players[seat.index()];
            others = others.push(
                button(text(format!("+ {}", who.name)).size(style::SMALL))
                    .padding([8, 8])
                    .style(super::super::style::player_chip(
                        who.colour,
                        self.others.contains(seat),
                    ))
                    .on_press(Message::Other(*seat)),
            );
        }
        let points = points(self.kind, self.counts);
        let scored = state
            .players
            .get(self.seat)
            .map(|p| {
                Kind::ALL
                    .iter()
                    .filter(|k| p.final_scoring[**k] > 0)
                    .map(|k| {
                        t!(
                            "summary-kind",
                            kind = kind_name(*k),
                            points = p.final_scoring[*k]
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(" · ")
            })
            .unwrap_or_default();
        let mut body = column![
            text(t!("final-features-hint"))
                .size(style::SMALL)
                .style(style::subtle),
            players,
            kinds,
            counts,
            others,
            button(
                text(t!(
                    "final-add",
                    points = points,
                    kind = kind_name(self.kind),
                    name = name
                ))
                .size(22)
                .center()
                .width(Fill),
            )
            .width(Fill)
            .padding([12, 4])
            .style(button::primary)
            .on_press(Message::Add),
        ]
        .spacing(10);
        if !scored.is_empty() {
            body = body.push(
                text(t!("final-scored-so-far", name = name, kinds = scored))
                    .size(style::SMALL)
                    .style(style::subtle),
            );
        }
        if self.seat + 1 < seats.len() {
            body = body.push(
                button(
                    text(t!(
                        "final-next-player",
                        name = setup.name(seats[self.seat + 1])
                    ))
                    .size(style::BODY),
                )
                .padding([10, 16])
                .style(button::secondary)
                .on_press(Message::Seat(self.seat + 1)),
            );
        }
        body.into()
    }
}

/// MSG8: each player's two figures, added together.
fn merged(game: &Game) -> Element<'_, Message> {
    let setup = game.setup();
    // The figures as they stood just before the merge.
    let merged_at = game.log().iter().position(|entry| {
        entry
            .events
            .iter()
            .any(|e| matches!(e, Event::Messages(messages::Event::FiguresMerged)))
    });
    let before = merged_at.map(|i| game.state_after(i));
    let mut list = column![
        text(t!("final-merged-hint"))
            .size(style::SMALL)
            .style(style::subtle)
    ]
    .spacing(8);
    for (seat, who) in setup.players.iter().enumerate() {
        let (meeple, messenger) =
            before
                .as_ref()
                .and_then(|s| s.players.get(seat))
                .map_or((0, 0), |p| {
                    (
                        p.figures.first().copied().unwrap_or(0),
                        p.figures.get(1).copied().unwrap_or(0),
                    )
                });
        list = list.push(
            text(t!(
                "final-merged-line",
                name = who.name.as_str(),
                meeple = meeple,
                messenger = messenger,
                total = meeple + messenger
            ))
            .size(style::BODY),
        );
    }
    list.into()
}

/// GM5: what each player's gold will be worth when the game ends.
fn gold(game: &Game) -> Element<'_, Message> {
    let setup = game.setup();
    let Some(gold) = game.state().gold.as_ref() else {
        return column![].into();
    };
    let mut list = column![
        text(t!("final-gold-hint", board = gold.board))
            .size(style::SMALL)
            .style(style::subtle)
    ]
    .spacing(8);
    for (seat, who) in setup.players.iter().enumerate() {
        let pieces = gold.players.get(seat).copied().unwrap_or(0);
        list = list.push(
            text(t!(
                "final-gold-line",
                name = who.name.as_str(),
                count = pieces,
                per = per_piece(pieces),
                points = worth(pieces)
            ))
            .size(style::BODY),
        );
    }
    list.into()
}

/// XP8: the end cards, revealed in the Christmas Present panel one by one,
/// start player first; what each player's came to.
fn end_cards(game: &Game) -> Element<'_, Message> {
    let setup = game.setup();
    let Some(cards) = game.state().christmas.as_ref() else {
        return column![].into();
    };
    let hint = match cards.next_end_card() {
        Some((player, _)) => t!("final-end-cards-next", name = setup.name(player)),
        None => t!("final-end-cards-done"),
    };
    let mut list = column![text(hint).size(style::SMALL).style(style::subtle)].spacing(8);
    for (seat, who) in setup.players.iter().enumerate() {
        list = list.push(
            text(t!(
                "final-end-cards-line",
                name = who.name.as_str(),
                points = cards.end_points.get(seat).copied().unwrap_or(0)
            ))
            .size(style::BODY),
        );
    }
    list.into()
}

/// XP7: the deferred points, paid when the final scoring began.
fn deferred(game: &Game) -> Element<'_, Message> {
    let setup = game.setup();
    let Some(cards) = game.state().christmas.as_ref() else {
        return column![].into();
    };
    let mut list = column![
        text(t!("final-deferred-hint"))
            .size(style::SMALL)
            .style(style::subtle)
    ]
    .spacing(8);
    for (seat, who) in setup.players.iter().enumerate() {
        list = list.push(
            text(t!(
                "final-deferred-line",
                name = who.name.as_str(),
                points = cards.deferred_paid.get(seat).copied().unwrap_or(0)
            ))
            .size(style::BODY),
        );
    }
    list.into()
}

fn results<'a>() -> Element<'a, Message> {
    column![
        text(t!("final-results-hint")).size(style::BODY),
        button(text(t!("entry-end-game")).size(24).center().width(Fill))
            .width(Fill)
            .padding([14, 4])
            .style(button::success)
            .on_press(Message::EndGame),
    ]
    .spacing(12)
    .into()
}

fn step_name(step: Step) -> String {
    t!(match step {
        Step::Merged => "final-step-merged",
        Step::EndCards => "final-step-end-cards",
        Step::Features => "final-step-features",
        Step::Deferred => "final-step-deferred",
        Step::Gold => "final-step-gold",
        Step::Results => "final-step-results",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t7_final_values() {
        assert_eq!(points(Kind::Road, [4, 0]), 4);
        assert_eq!(points(Kind::City, [3, 2]), 5);
        assert_eq!(points(Kind::Cloister, [5, 0]), 6);
        assert_eq!(points(Kind::Cloister, [9, 0]), 9);
        assert_eq!(points(Kind::Farm, [4, 0]), 12);
    }
}

/// A count with − and + keys, touch-sized.
fn stepper<'a, M: Clone + 'a>(
    label: String,
    value: u32,
    step: impl Fn(i64) -> M,
) -> Element<'a, M> {
    let key = |sign: &str, by: i64| {
        button(text(sign.to_owned()).size(24).center().width(Fill))
            .width(56)
            .height(style::TOUCH)
            .padding(0)
            .style(style::key)
            .on_press(step(by))
    };
    row![
        text(label).size(style::BODY).width(Fill),
        key("−", -1),
        text(value.to_string()).size(28).width(56).center(),
        key("+", 1),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}
