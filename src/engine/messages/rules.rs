//! Where the base rules call The Messages: two figures (MSG1), the shuffle
//! (MSG4), the draw when a round closes (MSG3), the hold until the message
//! is resolved (MSG5), and the merge at final scoring (MSG8); its commands
//! (naming and resolving a message), its events' fold, and the expansion
//! in the registry.

use serde_json::{Value, json};

use super::{
    Carry, Command, DECK, Draw, Drawn, Error, Event, Helper, Messages, Registration, Resolution,
    STACK, is_dark, message,
};
use crate::engine::command::GameError;
use crate::engine::command::{Command as GameCommand, FeatureScoring, Scoring};
use crate::engine::decision::{Decision, Rules};
use crate::engine::deck::{DeckId, DeckSpec, Shuffles};
use crate::engine::event::Event as GameEvent;
use crate::engine::expansion::{Expansion, Registered};
use crate::engine::notation::lex::{Names, Word};
use crate::engine::player::PlayerId;
use crate::engine::secret::Viewer;
use crate::engine::setup::{Setup, SetupError};
use crate::engine::state::Hold;
use crate::engine::state::{Fold, Phase, Prompt, Round, State};
use crate::engine::track::{Figure, Kind, space};

impl Registered for Registration {
    fn in_use<'s>(&self, setup: &'s Setup) -> Option<&'s dyn Expansion> {
        setup.messages.as_ref().map(|e| e as &dyn Expansion)
    }

    fn owns(&self, command: &GameCommand) -> bool {
        matches!(command, GameCommand::Messages(_))
    }

    fn not_in_use(&self) -> Option<GameError> {
        Some(GameError::Messages(Error::NotInUse))
    }

    fn settles_holds(&self) -> bool {
        // MSG5: naming and resolving the message settle its hold.
        true
    }

    fn hold(&self, state: &State) -> Option<Hold> {
        // T6: message 4 cannot be carried out with no tile left.
        state
            .messages
            .as_ref()?
            .hold(state.tiles_left)
            .map(Hold::Messages)
    }

    fn question(
        &self,
        hold: &Hold,
        state: &State,
        _viewer: Viewer,
    ) -> Option<crate::engine::question::Question> {
        // What a message asks is public (RULES MSG5).
        match hold {
            Hold::Messages(hold) => Some(super::question::question(*hold, state)),
            _ => None,
        }
    }

    fn built(
        &self,
        hold: &Hold,
        index: usize,
        filled: crate::engine::question::Filled<'_>,
    ) -> Option<Result<GameCommand, GameError>> {
        match hold {
            Hold::Messages(hold) => Some(super::question::built(*hold, index, filled)),
            _ => None,
        }
    }

    fn decks(&self) -> &'static [DeckSpec] {
        &[STACK]
    }

    fn verb(&self) -> &'static str {
        super::notation::VERB
    }

    fn set_up(&self, options: &[&str], setup: &mut Setup) -> Result<(), String> {
        setup.messages = super::notation::parse(options)?;
        Ok(())
    }

    fn parse_command(
        &self,
        verb: &str,
        args: &[Word],
        _names: &mut Names,
    ) -> Option<Result<GameCommand, String>> {
        let args: Vec<String> = args.iter().map(Word::text).collect();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        super::notation::parse_command(verb, &args).map(|r| r.map(GameCommand::Messages))
    }

    fn command_line(&self, _setup: &Setup, command: &GameCommand) -> Option<String> {
        match command {
            GameCommand::Messages(command) => Some(super::notation::command_line(command)),
            _ => None,
        }
    }

    fn prompt_code(&self, prompt: &Prompt) -> Option<(&'static str, Vec<PlayerId>)> {
        match prompt {
            Prompt::MessageDrawn(drawn) => Some(("message-drawn", vec![drawn.player])),
            _ => None,
        }
    }
}

impl Fold for Event {
    fn fold(&self, state: &mut State) {
        // MSG3: the table is told who draws, for which figure and space.
        if let Event::MessageDrawn {
            player,
            figure,
            space,
            number,
        } = *self
        {
            state.notices.push(Prompt::MessageDrawn(Drawn {
                player,
                figure,
                space,
                number,
            }));
        }
        if let Some(messages) = &mut state.messages {
            messages.apply(self, &mut state.players);
        }
    }
}

impl Expansion for Messages {
    fn follow_up(
        &self,
        state: &State,
        given: &GameCommand,
        earlier: &mut dyn Iterator<Item = (&GameCommand, &[GameEvent])>,
    ) -> Option<GameCommand> {
        // Finish what was started: the message is settled, nothing else
        // holds, and End turn or Another tile drew it (or the first of the
        // chain it ends).
        let resolved = matches!(given, GameCommand::Messages(Command::Resolve { .. }));
        if !resolved || state.hold().is_some() {
            return None;
        }
        // MSG6 4: another tile is placed now, in this turn: what drew the
        // message is not finished for it (the turn goes on).
        if matches!(
            given,
            GameCommand::Messages(Command::Resolve {
                resolution: Resolution::CarryOut(Carry::AnotherTile),
                ..
            })
        ) {
            return None;
        }
        let drawn = |events: &[GameEvent]| {
            events
                .iter()
                .any(|e| matches!(e, GameEvent::Messages(Event::MessageDrawn { .. })))
        };
        // MSG5: a message's points are a new round, so a message drawn by
        // the settling of another belongs to the same chain: back past it to
        // what drew the first.
        for (drew, events) in earlier {
            if drawn(events) {
                match drew {
                    GameCommand::EndTurn | GameCommand::AnotherTile => return Some(drew.clone()),
                    GameCommand::Messages(_) => {}
                    _ => return None,
                }
            }
        }
        None
    }

    fn figures(&self) -> usize {
        // MSG1: the scoring meeple and the messenger.
        2
    }

    fn decks(&self) -> Vec<DeckSpec> {
        match self.draw {
            Draw::Virtual => vec![STACK],
            Draw::Physical => Vec::new(),
        }
    }

    fn begin(&self, decision: &mut Decision, shuffles: &Shuffles) -> Result<(), SetupError> {
        if self.draw == Draw::Virtual {
            // MSG4: shuffled once, at the start; the caller brings the order.
            let order = shuffles.order(STACK)?;
            let order = order
                .into_iter()
                .filter_map(|m| u8::try_from(m).ok())
                .collect();
            decision.emit(GameEvent::Messages(Event::MessagesShuffled { order }));
        }
        Ok(())
    }

    fn round_closing(&self, decision: &mut Decision, round: &Round) {
        if decision.state.phase != Phase::Playing {
            return;
        }
        let Some(messages) = &decision.state.messages else {
            return;
        };
        if messages.pending.is_some() {
            return;
        }
        // MSG3: only the active player draws, for a figure that moved in this
        // round and stands on a dark space; at most one message per round.
        let active = decision.state.turn.player;
        let players = &decision.state.players;
        let total = |player: PlayerId, figure: Figure| {
            players
                .get(player.index())
                .and_then(|p| p.figures.get(figure.index()))
                .copied()
        };
        let landed = round
            .moved
            .iter()
            .filter(|(player, _)| *player == active)
            .filter_map(|&(player, figure)| total(player, figure).map(|t| (figure, space(t))))
            .filter(|&(_, at)| is_dark(at))
            // MSG7 `zmg-alone`: no figure of another player on that space.
            .find(|&(_, at)| !self.zmg_alone || alone(&decision.state, active, at));
        let Some((figure, at)) = landed else {
            return;
        };
        let number = match self.draw {
            Draw::Virtual => messages.stack.first().copied(),
            Draw::Physical => None,
        };
        decision.emit(GameEvent::Messages(Event::MessageDrawn {
            player: active,
            figure,
            space: at,
            number,
        }));
    }

    fn shuffled(&self, beginning: &[GameEvent], shuffles: &mut Shuffles) {
        for event in beginning {
            if let GameEvent::Messages(Event::MessagesShuffled { order }) = event {
                shuffles.set(DECK, order.iter().copied().map(u16::from).collect());
            }
        }
    }

    fn decide(&self, decision: &mut Decision, command: &GameCommand) -> Result<(), GameError> {
        match command {
            GameCommand::Messages(command) => decide(decision, *self, command),
            _ => Ok(()),
        }
    }

    fn changed_since(&self, rules: Rules) -> bool {
        // Format 2 took a move after the merge (MSG8) and points for
        // message 4 (MSG6).
        rules == Rules::Format2
    }

    fn setup_line(&self) -> String {
        super::notation::line(self)
    }

    fn unused_deck(&self, _deck: DeckId) -> Option<String> {
        (self.draw == Draw::Physical).then(|| {
            "the table draws its own message tiles (draw=physical), so there is nothing to shuffle"
                .into()
        })
    }

    fn final_scoring(&self, decision: &mut Decision) {
        // MSG8: both figures onto the meeple; no draws from now on.
        decision.emit(GameEvent::Messages(Event::FiguresMerged));
    }

    fn may_move(&self, state: &State, figure: Figure) -> Result<(), GameError> {
        // MSG8: after the merge the messenger has left the track.
        if figure == Figure::Messenger && state.messages.as_ref().is_some_and(|m| m.merged) {
            return Err(GameError::Messages(Error::MessengerLeft));
        }
        Ok(())
    }

    /// The most messages one turn drew: a message's points moving a
    /// figure onto another dark space draw the next (RULES MSG3, MSG6).
    fn records(&self, events: &[&GameEvent]) -> Vec<(&'static str, u32)> {
        let (mut longest, mut drawn) = (0, 0);
        for event in events {
            match event {
                GameEvent::TurnStarted { .. } => drawn = 0,
                GameEvent::Messages(Event::MessageDrawn { .. }) => {
                    drawn += 1;
                    longest = longest.max(drawn);
                }
                _ => {}
            }
        }
        vec![(super::LONGEST_CHAIN, longest)]
    }

    fn report(&self, setup: &Setup, state: &State) -> Option<(&'static str, Value)> {
        let messages = state.messages.as_ref()?;
        let dark: serde_json::Map<String, Value> = setup
            .players
            .iter()
            .zip(&state.players)
            .map(|(who, points)| {
                // MSG8: a figure that left the track stands on no space.
                let figures: serde_json::Map<String, Value> = Figure::ALL
                    .iter()
                    .zip(&points.figures)
                    .filter(|(figure, _)| self.may_move(state, **figure).is_ok())
                    .map(|(figure, total)| (figure.as_str().to_owned(), json!(is_dark(*total))))
                    .collect();
                (who.name.clone(), Value::Object(figures))
            })
            .collect();
        let pending = messages
            .pending
            .map(|p| json!({ "player": setup.name(p.player), "number": p.number }));
        Some((
            "messages",
            json!({
                "zmg-alone": self.zmg_alone,
                "draw": match self.draw { Draw::Virtual => "virtual", Draw::Physical => "physical" },
                "drawn": messages.drawn,
                "pending": pending,
                "merged": messages.merged,
                "dark": dark,
            }),
        ))
    }
}

/// Whether no figure of another player stands on `at` (RULES MSG7).
fn alone(state: &State, active: PlayerId, at: u32) -> bool {
    state
        .players
        .iter()
        .enumerate()
        .filter(|(seat, _)| *seat != active.index())
        .all(|(_, p)| p.figures.iter().all(|t| space(*t) != at))
}

/// Decides a command of The Messages.
fn decide(decision: &mut Decision, options: Messages, command: &Command) -> Result<(), GameError> {
    let pending = decision
        .state
        .messages
        .as_ref()
        .and_then(|m| m.pending)
        .ok_or(GameError::Messages(Error::NothingPending))?;
    match *command {
        Command::Name { number } => {
            if options.draw == Draw::Virtual || pending.number.is_some() {
                return Err(GameError::Messages(Error::AlreadyNamed));
            }
            if message(number).is_none() {
                return Err(GameError::Messages(Error::NoSuchMessage(number)));
            }
            decision.emit(GameEvent::Messages(Event::MessageNamed { number }));
            Ok(())
        }
        Command::Resolve { resolution, figure } => {
            let number = pending.number.ok_or(GameError::Messages(Error::NotNamed))?;
            resolve(decision, pending.player, number, resolution, figure)
        }
    }
}

fn resolve(
    decision: &mut Decision,
    player: PlayerId,
    number: u8,
    resolution: Resolution,
    figure: Figure,
) -> Result<(), GameError> {
    let refuse = |e: Error| GameError::Messages(e);
    // MSG5: carry it out, or take 2 points instead.
    let (points, another_tile) = match resolution {
        Resolution::TakeTwo => (2, false),
        Resolution::CarryOut(carry) => {
            let helper = message(number)
                .map(|m| m.helper)
                .ok_or(refuse(Error::NoSuchMessage(number)))?;
            if let Some(given) = carry.helper()
                && given != helper
            {
                return Err(refuse(Error::WrongHelper {
                    number,
                    expected: helper.as_str(),
                    given: given.as_str(),
                }));
            }
            // MSG6: message 4 gives a further tile, never points of its own
            // (up to save format 2 `points N` was taken for it).
            if helper == Helper::AnotherTile
                && matches!(carry, Carry::Points { .. })
                && decision.current()
            {
                return Err(refuse(Error::PointsForAnotherTile));
            }
            let another_tile =
                helper == Helper::AnotherTile && !matches!(carry, Carry::Points { .. });
            // T6: Message 4 cannot be carried out with the draw pile empty.
            if another_tile && decision.state.tiles_left == Some(0) {
                return Err(refuse(Error::NoTileForAnotherTile));
            }
            (carry.points().map_err(refuse)?, another_tile)
        }
    };
    let feature = FeatureScoring {
        kind: Kind::Message,
        scorings: vec![Scoring {
            player,
            points,
            figure,
        }],
    };
    decision.check_scoring(&feature)?;
    decision.emit(GameEvent::Messages(Event::MessageResolved {
        took_two: resolution == Resolution::TakeTwo,
    }));
    if another_tile {
        // MSG6 (4): a further tile in this turn (RULES T5).
        return decision.place_further_tile();
    }
    // MSG5: the points are a round of their own, so they can draw again.
    // A 0-point message moves nothing and draws nothing (T2).
    if points > 0 {
        decision.score_own_round(&feature);
    }
    Ok(())
}
