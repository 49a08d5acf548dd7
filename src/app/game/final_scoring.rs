//! The final scoring, guided (RULES F1): one step at a time in the rule
//! book's order, with a way back to any step, while the board keeps every
//! player's running total in view. The steps an expansion adds come from
//! its panel (`Panel::final_steps`, in the registry's order); this module
//! knows only the final feature scoring and the results. Every entry is an
//! ordinary command, so undo works as everywhere else.
//!
//! The final features are entered on the screen's own entry: the rows of
//! totals choose who holds the feature, the kinds beside the keypad choose
//! what it is, the counts are typed on the keypad into the form row, and
//! the entry's main key adds it. *Next* and *Back* sit where *End turn* is
//! during play.

use iced::widget::{column, row, text};
use iced::{Alignment, Element, Fill};

use crate::engine::{Command, FeatureScoring, Figure, Game, Kind, PlayerId, Scoring};
use crate::i18n::kind_name;
use crate::t;

use super::super::design::size;
use super::super::icons::Icon;
use super::super::kit::{Count, Look, field, filling, grown};
use super::panel::{Closed, FinalStep, Input};

impl super::GameScreen {
    /// Whether the final scoring shows its step of the final features.
    pub fn at_final_features(&self) -> bool {
        let added = self.panels.final_steps(&self.saved.game);
        self.state().phase == crate::engine::Phase::FinalScoring
            && self.wizard.step(&added) == Step::Features
    }
}

/// What the screen should do for the wizard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing.
    None,
    /// Run this command.
    Execute(Command),
    /// Tell the table why the wizard does not move on.
    Refused(String),
    /// Take back the commands from this entry of the log on (they can be
    /// redone): to reopen the steps a later one closed.
    Rewind(usize),
}

/// One step of the final scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The n-th step the expansions add (see `Panel::final_steps`).
    Added(usize),
    /// Unfinished features and farms, player by player (T7).
    Features,
    /// End the game and show the results.
    Results,
}

/// The steps in the order of RULES F1: the expansions' steps that come
/// before the final features, the features, the others, the results.
pub fn steps(added: &[FinalStep]) -> Vec<Step> {
    let mut steps: Vec<Step> = added
        .iter()
        .enumerate()
        .filter(|(_, s)| s.before_features)
        .map(|(i, _)| Step::Added(i))
        .collect();
    steps.push(Step::Features);
    steps.extend(
        added
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.before_features)
            .map(|(i, _)| Step::Added(i)),
    );
    steps.push(Step::Results);
    steps
}

/// Where the table is in the final scoring, and the feature being counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wizard {
    step: Option<Step>,
    kind: Kind,
    counts: [Count; 2],
    /// The points, typed instead of counted (a farm counted some other
    /// way, a house rule): they win over the counts when typed.
    typed: Count,
    /// The field the keypad types into: a count, or after them the
    /// points.
    focus: usize,
}

impl Default for Wizard {
    fn default() -> Self {
        Wizard {
            step: None,
            kind: Kind::Road,
            counts: [Count::default(), Count::default()],
            typed: Count::default(),
            focus: 0,
        }
    }
}

/// What the table did in the final scoring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Go to a step.
    Go(Step),
    /// On to the next step.
    Next,
    /// Back to the step before.
    Back,
    /// The kind of feature being counted.
    Kind(Kind),
    /// The keypad types into this count.
    Focus(usize),
    /// Score the feature counted for the chosen players.
    Add,
    /// Give the command of the step on show (its own button).
    Action,
    /// Take back what closed the final features, to enter more.
    Reopen,
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

/// What closes the final features: a step after them whose command was
/// given (F1: once the deferred points are paid, no more final features).
fn closed(added: &[FinalStep]) -> Option<&Closed> {
    added
        .iter()
        .filter(|s| !s.before_features)
        .find_map(|s| s.closed.as_ref())
}

/// A step's name in the list of steps.
pub fn step_name(step: Step, added: &[FinalStep]) -> String {
    match step {
        Step::Added(i) => added.get(i).map(|s| s.name.clone()).unwrap_or_default(),
        Step::Features => t!("final-step-features"),
        Step::Results => t!("final-step-results"),
    }
}

impl Wizard {
    /// The step on show: the first one until the table moves.
    pub fn step(&self, added: &[FinalStep]) -> Step {
        let list = steps(added);
        self.step
            .filter(|s| list.contains(s))
            .unwrap_or_else(|| list.first().copied().unwrap_or(Step::Features))
    }

    /// The kind being counted.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The step after the one on show, if any.
    pub fn next(&self, added: &[FinalStep]) -> Option<Step> {
        let list = steps(added);
        let here = list.iter().position(|s| *s == self.step(added))?;
        list.get(here + 1).copied()
    }

    /// The step before the one on show, if any.
    pub fn back(&self, added: &[FinalStep]) -> Option<Step> {
        let list = steps(added);
        let here = list.iter().position(|s| *s == self.step(added))?;
        here.checked_sub(1).and_then(|i| list.get(i).copied())
    }

    /// The counts typed, as numbers.
    fn values(&self) -> [u32; 2] {
        [self.counts[0].value(), self.counts[1].value()]
    }

    /// The points of the feature counted, or typed.
    pub fn points(&self) -> u32 {
        if self.typed.is_empty() {
            points(self.kind, self.values())
        } else {
            self.typed.value()
        }
    }

    /// Handles one message; what the screen should do.
    pub fn update(
        &mut self,
        message: Message,
        game: &Game,
        added: &[FinalStep],
        chosen: &[PlayerId],
    ) -> Outcome {
        match message {
            Message::Go(step) => return self.go(step, game, added),
            Message::Next => {
                if let Some(next) = self.next(added) {
                    return self.go(next, game, added);
                }
            }
            Message::Back => {
                if let Some(back) = self.back(added) {
                    return self.go(back, game, added);
                }
            }
            Message::Kind(kind) => {
                self.kind = kind;
                self.clear();
            }
            Message::Focus(i) => self.focus = i.min(self.fields() - 1),
            Message::Action => {
                if let Step::Added(i) = self.step(added)
                    && let Some(command) = added.get(i).and_then(|s| s.enter.clone())
                {
                    return Outcome::Execute(command);
                }
            }
            Message::Reopen => {
                if let Some(closed) = closed(added) {
                    return Outcome::Rewind(closed.at);
                }
            }
            Message::Add => {
                if let Some(closed) = closed(added) {
                    return Outcome::Refused(closed.why.clone());
                }
                if chosen.is_empty() {
                    return Outcome::Refused(t!("entry-choose-player"));
                }
                // Nothing typed is no feature: after an Add the counts are
                // cleared, and a cloister's 1 of its own is not added again.
                let typed = self.counts[..self.counts()].iter().any(|c| !c.is_empty())
                    || !self.typed.is_empty();
                let points = self.points();
                if !typed || points == 0 {
                    return Outcome::Refused(t!("final-type-count"));
                }
                self.clear();
                return Outcome::Execute(Command::Score(FeatureScoring {
                    kind: self.kind,
                    scorings: chosen
                        .iter()
                        .map(|player| Scoring {
                            player: *player,
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

    /// Moves to `step`; a step on the way that must be settled first
    /// keeps the wizard where it is, and says so (an end card to reveal,
    /// RULES XP8): the table may go to that step, not past it.
    fn go(&mut self, step: Step, _game: &Game, added: &[FinalStep]) -> Outcome {
        let list = steps(added);
        let here = list.iter().position(|s| *s == self.step(added));
        let there = list.iter().position(|s| *s == step);
        if let (Some(here), Some(there)) = (here, there)
            && there > here
        {
            let blocked = list[here..there]
                .iter()
                .find(|s| matches!(s, Step::Added(i) if added.get(*i).is_some_and(|a| a.pending)));
            if let Some(blocked) = blocked {
                let name = step_name(*blocked, added);
                if *blocked != self.step(added) {
                    // Go as far as the step that must be settled.
                    self.step = Some(*blocked);
                    self.clear();
                }
                return Outcome::Refused(t!("final-settle-first", step = name));
            }
        }
        let from = self.step(added);
        self.step = Some(step);
        self.clear();
        // Moving on from the final features, a step on the way that gives
        // a command gives it now (F1 step 4: the deferred points are paid).
        if let (Some(here), Some(there)) = (here, there)
            && from == Step::Features
            && there > here
            && let Some(command) = list[here + 1..=there].iter().find_map(|s| match s {
                Step::Added(i) => added.get(*i).and_then(|a| a.enter.clone()),
                _ => None,
            })
        {
            return Outcome::Execute(command);
        }
        Outcome::None
    }

    /// What the steps reached so far add to each seat's total on show,
    /// beyond the game's own totals (RULES F1: each step's points count
    /// from the step on; GM5's gold is the game's only as it ends).
    pub fn reached(&self, added: &[FinalStep], seat: usize) -> u32 {
        let list = steps(added);
        let here = list.iter().position(|s| *s == self.step(added));
        list.iter()
            .take(here.map_or(0, |h| h + 1))
            .filter_map(|s| match s {
                Step::Added(i) => added.get(*i)?.adds.get(seat).copied(),
                _ => None,
            })
            .sum()
    }

    /// What closes the final features, if a later step does.
    pub fn closed<'a>(&self, added: &'a [FinalStep]) -> Option<&'a Closed> {
        closed(added)
    }

    /// The counts start over.
    fn clear(&mut self) {
        self.counts = [Count::default(), Count::default()];
        self.typed = Count::default();
        self.focus = 0;
    }

    /// How many counts the kind asks for.
    fn counts(&self) -> usize {
        if self.kind == Kind::City { 2 } else { 1 }
    }

    /// Whether the form has a field for the points beside the count: a
    /// road's tiles and a city's tiles and pennants come to any points,
    /// a cloister's and a farm's count do not (a farm counted another way,
    /// a house rule).
    fn points_field(&self) -> bool {
        matches!(self.kind, Kind::Cloister | Kind::Farm)
    }

    /// How many fields the form has: the counts and the points.
    pub fn fields(&self) -> usize {
        self.counts() + usize::from(self.points_field())
    }

    /// A key of the keypad, typed into the focused count; whether the
    /// wizard took it (only on the final features).
    pub fn input(&mut self, input: Input, added: &[FinalStep]) -> bool {
        if self.step(added) != Step::Features {
            return false;
        }
        if let Input::Field(by) = input {
            // Tab and Shift+Tab: the next or the previous field, round.
            let fields = self.fields() as i32;
            self.focus = (self.focus as i32 + by).rem_euclid(fields) as usize;
            return true;
        }
        if self.focus >= self.counts() {
            self.typed.key(input, 999);
            return true;
        }
        let max = if self.kind == Kind::Cloister { 8 } else { 999 };
        let count = &mut self.counts[self.focus.min(1)];
        count.key(input, max);
        true
    }

    /// The form row of the final features: the counts the kind asks for,
    /// and what they come to for whom.
    pub fn form<'a>(
        &'a self,
        game: &'a Game,
        chosen: &[PlayerId],
        added: &[FinalStep],
    ) -> Element<'a, Message> {
        if let Some(closed) = closed(added) {
            return text(closed.why.clone())
                .size(grown(size::BODY))
                .wrapping(text::Wrapping::WordOrGlyph)
                .width(Fill)
                .into();
        }
        let labels: Vec<String> = match self.kind {
            Kind::Road => vec![t!("final-road-tiles")],
            Kind::City => vec![t!("final-city-tiles"), t!("final-pennants")],
            Kind::Cloister => vec![t!("final-around")],
            _ => vec![t!("final-farm-cities")],
        };
        let mut fields = row![].spacing(8);
        for (i, label) in labels.into_iter().enumerate() {
            fields = fields.push(field(
                label,
                &self.counts[i],
                self.focus == i,
                Message::Focus(i),
            ));
        }
        let points = self.counts();
        if self.points_field() {
            fields = fields.push(field(
                t!("final-points"),
                &self.typed,
                self.focus == points,
                Message::Focus(points),
            ));
        }
        let setup = game.setup();
        let preview = match chosen {
            [] => t!("entry-preview-nobody"),
            [player] => t!(
                "final-add",
                points = self.points(),
                kind = kind_name(self.kind),
                name = setup.name(*player)
            ),
            // Several holders are marked on the board; the line counts them.
            holders => t!(
                "final-add-holders",
                points = self.points(),
                kind = kind_name(self.kind),
                count = holders.len()
            ),
        };
        column![
            fields,
            text(preview)
                .size(grown(size::CAPTION))
                .wrapping(text::Wrapping::WordOrGlyph)
                .width(Fill),
        ]
        .spacing(6)
        .into()
    }

    /// What the settle area says at this step: its name and what to do.
    pub fn settle(
        &self,
        game: &Game,
        added: &[FinalStep],
        chosen: &[PlayerId],
    ) -> (Icon, String, String) {
        let list = steps(added);
        let step = self.step(added);
        let number = list.iter().position(|s| *s == step).unwrap_or(0) + 1;
        let title = t!(
            "final-step-of",
            number = number,
            count = list.len(),
            step = step_name(step, added)
        );
        let hint = match step {
            Step::Added(i) => added.get(i).map(|s| s.hint.clone()).unwrap_or_default(),
            Step::Features => {
                let setup = game.setup();
                let so_far = chosen.first().and_then(|seat| {
                    let player = game.state().players.get(seat.index())?;
                    let kinds: Vec<String> = Kind::ALL
                        .iter()
                        .filter(|k| player.final_scoring[**k] > 0)
                        .map(|k| {
                            t!(
                                "summary-kind",
                                kind = kind_name(*k),
                                points = player.final_scoring[*k]
                            )
                        })
                        .collect();
                    (!kinds.is_empty()).then(|| {
                        t!(
                            "final-scored-so-far",
                            name = setup.name(*seat),
                            kinds = kinds.join(" · ")
                        )
                    })
                });
                match so_far {
                    Some(so_far) => format!("{} {so_far}", t!("final-features-hint")),
                    None => t!("final-features-hint"),
                }
            }
            Step::Results => t!("final-results-hint"),
        };
        (Icon::Other, title, hint)
    }

    /// The page of a step that only shows (the expansions' steps, the
    /// results): one line per player.
    pub fn page<'a>(&self, added: &[FinalStep]) -> Option<Element<'a, Message>> {
        let Step::Added(i) = self.step(added) else {
            return None;
        };
        let step = added.get(i)?;
        let mut list = column![].spacing(8);
        for line in &step.lines {
            list = list.push(
                text(line.clone())
                    .size(grown(size::BODY))
                    .wrapping(text::Wrapping::WordOrGlyph)
                    .width(Fill),
            );
        }
        if let (Some(label), Some(_)) = (&step.action, &step.enter) {
            list =
                list.push(filling(label.clone(), Look::Primary, Some(Message::Action)).width(Fill));
        }
        Some(list.align_x(Alignment::Start).into())
    }
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

    fn step(name: &str, before: bool) -> FinalStep {
        FinalStep {
            name: name.to_owned(),
            before_features: before,
            hint: String::new(),
            lines: Vec::new(),
            pending: false,
            enter: None,
            action: None,
            closed: None,
            adds: Vec::new(),
        }
    }

    /// A second tap on Add after a cloister adds nothing: the count was
    /// cleared, and an untyped cloister is not worth its own 1 point.
    #[test]
    fn a_second_add_adds_no_phantom_point() {
        let clock = || chrono::DateTime::from_timestamp(1_700_000_000, 0).expect("a time");
        let game = crate::engine::notation::run(
            "player Anna red\nplayer Bert blue\nbegin\nfinal-scoring\n",
            clock,
        )
        .expect("the script plays");
        let anna = [PlayerId(0)];
        let mut wizard = Wizard::default();
        let _ = wizard.update(Message::Go(Step::Features), &game, &[], &anna);
        let _ = wizard.update(Message::Kind(Kind::Cloister), &game, &[], &anna);
        for _ in 0..3 {
            wizard.input(Input::Digit(1), &[]);
        }
        let Outcome::Execute(Command::Score(first)) =
            wizard.update(Message::Add, &game, &[], &anna)
        else {
            panic!("the cloister is scored");
        };
        assert_eq!(first.scorings[0].points, 9, "1 and 8 tiles around, at most");
        assert!(matches!(
            wizard.update(Message::Add, &game, &[], &anna),
            Outcome::Refused(_)
        ));
        // A count typed as 0 is a count: a road of none is refused too.
        let _ = wizard.update(Message::Kind(Kind::Road), &game, &[], &anna);
        wizard.input(Input::Digit(0), &[]);
        assert!(matches!(
            wizard.update(Message::Add, &game, &[], &anna),
            Outcome::Refused(_)
        ));
    }

    #[test]
    fn f1_the_steps_in_order() {
        let added = [
            step("first", true),
            step("second", true),
            step("third", false),
            step("fourth", false),
        ];
        assert_eq!(
            steps(&added),
            vec![
                Step::Added(0),
                Step::Added(1),
                Step::Features,
                Step::Added(2),
                Step::Added(3),
                Step::Results
            ]
        );
        assert_eq!(steps(&[]), vec![Step::Features, Step::Results]);
    }
}
