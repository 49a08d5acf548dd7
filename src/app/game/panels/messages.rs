//! The Messages on the game screen: where each figure would land before
//! points are entered, and the settle of a drawn message: named, read out,
//! its counts typed on the keypad, resolved (RULES MSG1, MSG3, MSG5,
//! MSG6). When the message was drawn by *End turn* or *Another tile*,
//! resolving it gives that command again, so what the table started is
//! finished; a message drawn by a resolution's own points stops there.

use iced::widget::canvas::{Frame, Path};
use iced::widget::{button, column, container, row, text};
use iced::{Color, Element, Fill, Rectangle, Size};

use crate::engine::messages::{self, Carry, Helper};
use crate::engine::Hold as GameHold;
use crate::engine::{
    Command, Event, FieldKind, Figure, Filled, Game, Hold, Prompt, Question, Value, Viewer, space,
};
use crate::i18n::{figure_name, say};
use crate::t;

use super::super::panel::{Context, Dress, FinalStep, Input, Outcome, Panel as Shape, Pick};
use crate::app::design::size;
use crate::app::icons::{Icon, Own, at, stroke};
use crate::app::style;
use crate::app::kit::{Count, field, grown};

/// The counts typed for the message being resolved, and the figure its
/// points go to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Panel {
    counts: [Count; 2],
    focus: usize,
    complete: bool,
    no_majority: bool,
    figure: Figure,
}

/// What the table did on the panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// The keypad types into this count.
    Focus(usize),
    /// Change a count by a step.
    Step(usize, i32),
    /// The city is complete.
    Complete(bool),
    /// The player holds no majority (message 8).
    NoMajority(bool),
    /// The figure the points go to.
    Figure(Figure),
    /// Done with this tile: close the round, so a message is drawn now.
    CloseRound,
}

/// The message the table must settle first, if one waits; message 4 with
/// no tile left is settled like any other (it can only take the 2 points).
fn held(game: &Game) -> Option<messages::Hold> {
    game.state()
        .prompts()
        .into_iter()
        .find_map(|p| match p {
            Prompt::Held(Hold::Messages(hold)) => Some(hold),
            _ => None,
        })
        .map(|hold| match hold {
            messages::Hold::NoTileLeft { player } => messages::Hold::Resolve { player, number: 4 },
            other => other,
        })
}

fn merged(game: &Game) -> bool {
    game.state().messages.as_ref().is_some_and(|m| m.merged)
}

impl Panel {
    /// The question's form as filled in on the panel, in the order of its
    /// fields.
    fn filled(&self, question: &Question) -> Vec<Value> {
        let mut counts = self.counts.iter();
        question
            .form
            .iter()
            .map(|field| match field.kind {
                FieldKind::Count { .. } => Value::Count(counts.next().map_or(0, Count::value)),
                FieldKind::Toggle => Value::Toggle(self.complete || self.no_majority),
                FieldKind::Figure => Value::Figure(self.figure),
                FieldKind::Players => Value::Players(Vec::new()),
            })
            .collect()
    }

    /// What carrying out message `number` with these counts means.
    fn carry(&self, number: u8) -> Carry {
        let values = [
            Value::Count(self.counts[0].value()),
            Value::Count(self.counts[1].value()),
            Value::Toggle(self.complete || self.no_majority),
        ];
        messages::carry(number, Filled(&values))
    }
}

impl Shape for Panel {
    type Message = Message;

    fn new(_game: &Game) -> Self {
        Panel::default()
    }

    fn update(&mut self, message: Message, cx: &Context<'_>) -> Outcome {
        match message {
            Message::Focus(i) => {
                self.focus = i.min(1);
                Outcome::None
            }
            Message::Step(i, by) => {
                if let Some(count) = self.counts.get_mut(i) {
                    count.nudge(by, 999);
                    self.focus = i;
                }
                Outcome::None
            }
            Message::Complete(on) => {
                self.complete = on;
                Outcome::None
            }
            Message::NoMajority(on) => {
                self.no_majority = on;
                Outcome::None
            }
            Message::Figure(figure) => {
                self.figure = figure;
                Outcome::None
            }
            Message::CloseRound => match cx.points {
                Some(points) => {
                    Outcome::Refused(t!("entry-points-pending", points = points.to_string()))
                }
                None => Outcome::Execute(Command::CloseRound),
            },
        }
    }

    fn after(&mut self, _game: &Game, _command: Option<&Command>) {
        *self = Panel::default();
    }

    fn owns(&self, prompt: &Prompt) -> bool {
        matches!(prompt, Prompt::Held(Hold::Messages(_)))
    }

    fn dress(&self, question: &Question, _cx: &Context<'_>) -> Option<Dress<Message>> {
        let GameHold::Messages(hold) = question.hold else {
            return None;
        };
        let mut dress = Dress::plain(ICON, question);
        dress.filled = self.filled(question);
        // The main answer says what the counts give.
        if let messages::Hold::Resolve { number, .. } = hold
            && messages::message(number).map(|m| m.helper) != Some(Helper::AnotherTile)
            && let Some(main) = question.main()
            && let Ok(points) = self.carry(number).points()
        {
            dress
                .labels
                .push((main, t!("msg-panel-carry", points = points)));
        }
        Some(dress)
    }

    fn form<'a>(&'a self, cx: &Context<'a>) -> Option<Element<'a, Message>> {
        let game = cx.game;
        match held(game)? {
            messages::Hold::NoTileLeft { .. } => None,
            // The tiles to name are the question's answers, drawn as a list.
            messages::Hold::Name { .. } => None,
            messages::Hold::Resolve { player, number } => {
                // The counts the question asks for, by its own labels.
                let setup = game.setup();
                let labels: Vec<String> = game
                    .questions(Viewer::Table)
                    .into_iter()
                    .filter(|q| matches!(q.hold, GameHold::Messages(_)))
                    .flat_map(|q| q.form)
                    .filter(|f| matches!(f.kind, FieldKind::Count { .. }))
                    .map(|f| say(setup, &f.label))
                    .collect();
                let mut first = row![].spacing(8);
                for (i, label) in labels.into_iter().enumerate() {
                    first = first.push(field(
                        label,
                        &self.counts[i],
                        self.focus == i,
                        Message::Focus(i),
                    ));
                }
                let helper = messages::message(number).map(|m| m.helper);
                let shown = match self.carry(number).points() {
                    _ if helper == Some(Helper::AnotherTile) => 2,
                    Ok(points) => points,
                    Err(_) => 0,
                };
                let totals = &game.state().players[player.index()].figures;
                let choice = |figure: Figure| {
                    let total = totals.get(figure.index()).copied().unwrap_or(0);
                    button(
                        text(landing(figure, total, shown))
                            .size(grown(size::SMALL))
                            .center()
                            .width(Fill)
                            .height(Fill),
                    )
                    .width(Fill)
                    .height(grown(size::TOUCH))
                    .padding([0, 4])
                    .style(style::tab(self.figure == figure))
                    .on_press(Message::Figure(figure))
                };
                let choice = |figure: Figure| {
                    container(choice(figure))
                        .id(format!("figure-{}", figure.as_str()))
                        .width(Fill)
                };
                // The figures on the form's second line, where the entry
                // has its own figure choice: they do not move (issue 29).
                let second = row![choice(Figure::Meeple), choice(Figure::Messenger)]
                    .spacing(6)
                    .height(grown(size::TOUCH));
                Some(
                    container(column![container(first).height(Fill), second].spacing(6))
                        .padding([0, 6])
                        .into(),
                )
            }
        }
    }

    fn form_key<'a>(&'a self, cx: &Context<'a>) -> Option<Element<'a, Message>> {
        // The message's switch (a complete city, no majority) in the main
        // key's place, so the form's fields and figures keep theirs.
        let messages::Hold::Resolve { number, .. } = held(cx.game)? else {
            return None;
        };
        let (label, on, message) = match messages::message(number).map(|m| m.helper) {
            Some(Helper::City) => (
                t!("msg-count-complete"),
                self.complete,
                Message::Complete(!self.complete),
            ),
            Some(Helper::Feature) => (
                t!("msg-count-no-majority"),
                self.no_majority,
                Message::NoMajority(!self.no_majority),
            ),
            _ => return None,
        };
        Some(
            crate::app::kit::switch(&label, on, grown(size::SMALL), None, message)
                .height(Fill)
                .into(),
        )
    }

    fn fields(&self, cx: &Context<'_>) -> usize {
        if self.form(cx).is_none() {
            return 0;
        }
        cx.game
            .questions(Viewer::Table)
            .into_iter()
            .filter(|q| matches!(q.hold, GameHold::Messages(_)))
            .flat_map(|q| q.form)
            .filter(|f| matches!(f.kind, FieldKind::Count { .. }))
            .count()
    }

    fn picked(&self, cx: &Context<'_>, pick: Pick) -> Option<Message> {
        // M while a message is carried out: its figure, on the form.
        if pick != Pick::Figure || self.form(cx).is_none() {
            return None;
        }
        Some(Message::Figure(match self.figure {
            Figure::Meeple => Figure::Messenger,
            Figure::Messenger => Figure::Meeple,
        }))
    }

    fn input(&mut self, input: Input) -> bool {
        if let Input::Field(_) = input {
            // A helper has at most two counts: Tab goes to the other.
            self.focus = 1 - self.focus.min(1);
            return true;
        }
        let count = &mut self.counts[self.focus.min(1)];
        count.key(input, 999);
        true
    }

    fn turn_actions(&self, game: &Game) -> Vec<(String, Option<Message>)> {
        let state = game.state();
        if state.messages.is_none() {
            return Vec::new();
        }
        vec![(
            t!("entry-tile-done"),
            state.round.is_some().then_some(Message::CloseRound),
        )]
    }

    fn final_steps(&self, game: &Game) -> Vec<FinalStep> {
        if game.setup().messages.is_none() {
            return Vec::new();
        }
        vec![FinalStep {
            name: t!("final-step-merged"),
            before_features: true,
            hint: t!("final-merged-hint"),
            lines: merged_lines(game),
            pending: false,
            enter: None,
            action: None,
            closed: None,
            adds: Vec::new(),
        }]
    }

    fn figures(&self, game: &Game) -> Vec<Figure> {
        if game.setup().messages.is_some() && !merged(game) {
            vec![Figure::Meeple, Figure::Messenger]
        } else {
            Vec::new()
        }
    }

    fn landing_note(&self, game: &Game, space: u32) -> Option<String> {
        (game.setup().messages.is_some() && messages::is_dark(space)).then(|| t!("msg-dark"))
    }
}

/// "meeple → 15 (dark)": where a figure with `total` lands with `points`.
pub fn landing(figure: Figure, total: u32, points: u32) -> String {
    let to = space(total.saturating_add(points));
    if messages::is_dark(to) && points > 0 {
        t!("msg-landing-dark", figure = figure_name(figure), space = to)
    } else {
        t!("msg-landing", figure = figure_name(figure), space = to)
    }
}

/// MSG8: each player's two figures as they stood before the merge, and
/// what they came to.
fn merged_lines(game: &Game) -> Vec<String> {
    let setup = game.setup();
    let merged_at = game.log().iter().position(|entry| {
        entry
            .events
            .iter()
            .any(|e| matches!(e, Event::Messages(messages::Event::FiguresMerged)))
    });
    let before = merged_at.map(|i| game.state_after(i));
    setup
        .players
        .iter()
        .enumerate()
        .map(|(seat, who)| {
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
            t!(
                "final-merged-line",
                name = who.name.as_str(),
                meeple = meeple,
                messenger = messenger,
                total = meeple + messenger
            )
        })
        .collect()
}

/// The Messages' icon: an envelope.
pub const ICON: Icon = Icon::Own(Own {
    name: "envelope",
    paint: envelope,
});

fn envelope(frame: &mut Frame, r: Rectangle, ink: Color) {
    let w = r.width;
    let body = Rectangle::new(at(r, 0.06, 0.22), Size::new(0.88 * w, 0.58 * w));
    frame.fill(
        &Path::rounded_rectangle(body.position(), body.size(), (0.06 * w).into()),
        ink,
    );
    let flap = Path::new(|b| {
        b.move_to(at(r, 0.10, 0.26));
        b.line_to(at(r, 0.50, 0.56));
        b.line_to(at(r, 0.90, 0.26));
    });
    frame.stroke(&flap, stroke(Color::WHITE.scale_alpha(0.9), 0.06 * w));
}
