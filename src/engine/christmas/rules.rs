//! Where the base rules call Christmas Present: the shuffles (XP), the hand
//! limit when a turn ends (XP4), the end cards and the deferred points at
//! final scoring (XP8, XP7); its own commands: draws (XP3), now cards and
//! hand cards (XP5), the shield (XP6), cards in play (XP6b); its events'
//! fold, and the expansion in the registry.

use std::sync::Arc;

use serde_json::{Value, json};

use super::{
    Against, CLOISTER, Card, CardBonus, Christmas, Command, DECKS, Effect, Error, Event, Feature,
    HAND_LIMIT, Hold, Pennants, Pile, ROADSIDE, Registration, Target, Timing, cards,
};
use crate::engine::command::GameError;
use crate::engine::command::{Command as GameCommand, FeatureScoring, Scoring};
use crate::engine::decision::{Decision, Rules};
use crate::engine::deck::{DeckId, DeckSpec, Shuffles};
use crate::engine::event::Event as GameEvent;
use crate::engine::expansion::{Expansion, Part, Registered};
use crate::engine::notation::lex::{Names, Word};
use crate::engine::player::PlayerId;
use crate::engine::secret::{Seen, Viewer};
use crate::engine::setup::{Setup, SetupError};
use crate::engine::state::Hold as GameHold;
use crate::engine::state::{Fold, Phase, State};
use crate::engine::track::{Figure, Kind, MAX_POINTS};

fn refuse(error: Error) -> GameError {
    GameError::Christmas(error)
}

impl Registered for Registration {
    fn in_use<'s>(&self, setup: &'s Setup) -> Option<&'s dyn Expansion> {
        setup.christmas.as_ref().map(|e| e as &dyn Expansion)
    }

    fn owns(&self, command: &GameCommand) -> bool {
        matches!(command, GameCommand::Christmas(_))
    }

    fn not_in_use(&self) -> Option<GameError> {
        Some(refuse(Error::NotInUse))
    }

    fn settles_holds(&self) -> bool {
        // XP3, XP6, XP8: using the card, the shield answer and the reveal
        // settle its holds.
        true
    }

    fn hold(&self, state: &State) -> Option<GameHold> {
        state
            .christmas
            .as_ref()
            .and_then(super::State::hold)
            .map(GameHold::Christmas)
    }

    fn question(
        &self,
        hold: &GameHold,
        state: &State,
        viewer: Viewer,
    ) -> Option<crate::engine::question::Question> {
        match (hold, &state.christmas) {
            (GameHold::Christmas(hold), Some(cards)) => {
                Some(super::question::question(*hold, cards, state, viewer))
            }
            _ => None,
        }
    }

    fn built(
        &self,
        hold: &GameHold,
        index: usize,
        filled: crate::engine::question::Filled<'_>,
    ) -> Option<Result<GameCommand, GameError>> {
        match hold {
            GameHold::Christmas(hold) => super::question::built(hold, index, filled).map(Ok),
            _ => None,
        }
    }

    fn offers(&self, state: &State, player: PlayerId) -> Vec<crate::engine::question::Offer> {
        state
            .christmas
            .as_ref()
            .map(|cards| super::question::offers(cards, state, player))
            .unwrap_or_default()
    }

    fn offered(
        &self,
        state: &State,
        offer: &crate::engine::question::Offer,
        _index: usize,
        filled: crate::engine::question::Filled<'_>,
    ) -> Option<Result<GameCommand, GameError>> {
        let cards = state.christmas.as_ref()?;
        super::question::offered(cards, offer, filled).map(Ok)
    }

    fn decks(&self) -> &'static [DeckSpec] {
        &DECKS
    }

    fn verb(&self) -> &'static str {
        super::notation::VERB
    }

    fn set_up(&self, options: &[&str], setup: &mut Setup) -> Result<(), String> {
        setup.christmas = super::notation::parse(options)?;
        Ok(())
    }

    fn parse_command(
        &self,
        verb: &str,
        args: &[Word],
        names: &mut Names,
    ) -> Option<Result<GameCommand, String>> {
        let args: Vec<String> = args.iter().map(Word::text).collect();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        super::notation::parse_command(verb, &args, names).map(|r| r.map(GameCommand::Christmas))
    }

    fn command_line(&self, setup: &Setup, command: &GameCommand) -> Option<String> {
        match command {
            GameCommand::Christmas(command) => Some(super::notation::command_line(setup, command)),
            _ => None,
        }
    }
}

impl Fold for Event {
    fn fold(&self, state: &mut State) {
        if let Some(christmas) = &mut state.christmas {
            christmas.apply(self, &mut state.players);
        }
    }
}

impl Expansion for Christmas {
    fn decks(&self) -> Vec<DeckSpec> {
        DECKS.to_vec()
    }

    fn keeps_hands(&self) -> bool {
        true
    }

    fn sight(&self, state: &State, viewer: Viewer) -> Option<Arc<dyn Seen>> {
        let cards = state.christmas.as_ref()?;
        Some(Arc::new(super::view::sight(state, cards, viewer)))
    }

    fn shuffled(&self, beginning: &[GameEvent], shuffles: &mut Shuffles) {
        for event in beginning {
            if let GameEvent::Christmas(Event::CardsShuffled { deck, order }) = event {
                shuffles.set(*deck, order.clone());
            }
        }
    }

    fn decide(&self, decision: &mut Decision, command: &GameCommand) -> Result<(), GameError> {
        match command {
            GameCommand::Christmas(command) => decide(decision, *self, command),
            _ => Ok(()),
        }
    }

    fn changed_since(&self, rules: Rules) -> bool {
        // Format 2 paid the deferred points when final scoring began (XP7)
        // and took any kind deferred (XP2).
        rules == Rules::Format2
    }

    fn setup_line(&self) -> String {
        super::notation::line(self)
    }

    fn shuffle_note(&self) -> Option<&'static str> {
        Some(
            "# Christmas Present: the deck orders below tell every hand; keep this file from the players until the game ends",
        )
    }

    fn begin(&self, decision: &mut Decision, shuffles: &Shuffles) -> Result<(), SetupError> {
        cards().map_err(|e| SetupError::CardData(e.to_string()))?;
        for spec in DECKS {
            // Both decks are shuffled when the game begins; the caller
            // brings the order and it is recorded.
            let order = shuffles.order(spec)?;
            decision.emit(GameEvent::Christmas(Event::CardsShuffled {
                deck: spec.id,
                order,
            }));
        }
        Ok(())
    }

    fn turn_ending(&self, decision: &mut Decision) -> Result<(), GameError> {
        // XP4: at most 5 cards at the end of the owner's turn.
        let player = decision.state.turn.player;
        let cards = decision
            .state
            .christmas
            .as_ref()
            .map_or(0, |c| c.hand(player).len());
        if cards > HAND_LIMIT {
            return Err(GameError::Held(GameHold::Christmas(Hold::HandLimit {
                player,
                cards,
            })));
        }
        Ok(())
    }

    fn final_scoring(&self, decision: &mut Decision) {
        // XP8: end cards are revealed start player first, clockwise, before
        // the final feature scoring; the hold stops the scoring till then.
        let setup = decision.setup;
        let mut order: Vec<PlayerId> = setup.seats().collect();
        order.sort_by_key(|p| setup.distance(setup.start_player, *p));
        decision.emit(GameEvent::Christmas(Event::EndCardsDue { order }));
        if !decision.current() {
            // Up to save format 2 the ledger was paid here, if it held any.
            if state(decision).is_ok_and(|c| !c.deferred.is_empty()) {
                pay_deferred(decision);
            }
        }
        finish_reveal(decision);
    }

    fn final_feature(&self, decision: &Decision) -> Result<(), GameError> {
        // F1: the final features are step 3; once the deferred points are
        // paid (step 4) no more are entered.
        if decision.current() && state(decision).is_ok_and(|c| c.paid) {
            return Err(refuse(Error::FeaturesOver));
        }
        Ok(())
    }

    fn game_ending(&self, decision: &mut Decision) {
        // F1, XP7: the game cannot end before step 4; `end-game` pays the
        // ledger first if the table did not (also straight from play).
        if decision.current() && state(decision).is_ok_and(|c| !c.paid) {
            pay_deferred(decision);
        }
    }

    fn parts(&self, state: &State, player: PlayerId) -> Vec<Part> {
        // F2: end cards and deferred points are parts of their own.
        let Some(christmas) = state.christmas.as_ref() else {
            return Vec::new();
        };
        let of = |points: &[u32]| i64::from(points.get(player.index()).copied().unwrap_or(0));
        vec![
            Part {
                part: "end-cards",
                points: of(&christmas.end_points),
                count: None,
                each: None,
            },
            Part {
                part: "deferred",
                points: of(&christmas.deferred_paid),
                count: None,
                each: None,
            },
        ]
    }

    fn report(&self, setup: &Setup, state: &State) -> Option<(&'static str, Value)> {
        let christmas = state.christmas.as_ref()?;
        let ids = |cards: &mut dyn Iterator<Item = &Card>| -> Vec<&'static str> {
            cards.map(|c| c.id()).collect()
        };
        let per_player = |values: &[u32]| -> serde_json::Map<String, Value> {
            setup
                .players
                .iter()
                .zip(values)
                .map(|(p, v)| (p.name.clone(), json!(v)))
                .collect()
        };
        let hands: serde_json::Map<String, Value> = setup
            .players
            .iter()
            .zip(&christmas.hands)
            .map(|(p, hand)| (p.name.clone(), json!(ids(&mut hand.iter()))))
            .collect();
        let deferred: Vec<Value> = christmas
            .deferred
            .iter()
            .map(|d| {
                let points: serde_json::Map<String, Value> = d
                    .scorings
                    .iter()
                    .map(|s| (setup.name(s.player).to_owned(), json!(s.points)))
                    .collect();
                json!({ "kind": d.kind.as_str(), "points": points })
            })
            .collect();
        Some((
            "christmas",
            json!({
                "card-bonus": match self.card_bonus {
                    CardBonus::Player => "player",
                    CardBonus::AllHolders => "all-holders",
                },
                "decks": {
                    "cloister": christmas.cloister.len(),
                    "roadside": christmas.roadside.len(),
                },
                "hands": hands,
                "discard": ids(&mut christmas.discard.iter()),
                "in-play": christmas.in_play.iter().map(|p| json!({
                    "owner": setup.name(p.owner),
                    "card": p.card.id(),
                })).collect::<Vec<_>>(),
                "removed": ids(&mut christmas.removed.iter()),
                "now": christmas.now.map(|n| json!({
                    "player": setup.name(n.player),
                    "card": n.card.id(),
                })),
                "shield-question": christmas.attack.as_ref().map(|a| json!({
                    "by": setup.name(a.by),
                    "card": a.card.id(),
                    "asked": a.asked.iter().map(|p| setup.name(*p)).collect::<Vec<_>>(),
                })),
                "deferred": deferred,
                "end-cards": per_player(&christmas.end_points),
                "deferred-paid": per_player(&christmas.deferred_paid),
                "shown-hands": setup
                    .players
                    .iter()
                    .zip(&christmas.shown_hands)
                    .map(|(p, hand)| (p.name.clone(), json!(ids(&mut hand.iter()))))
                    .collect::<serde_json::Map<String, Value>>(),
            }),
        ))
    }
}

/// Once no end card is left to reveal, the remaining hand cards are shown
/// (XP8).
fn finish_reveal(decision: &mut Decision) {
    let Some(christmas) = &decision.state.christmas else {
        return;
    };
    if christmas.hands_shown || christmas.next_end_card().is_some() {
        return;
    }
    decision.emit(GameEvent::Christmas(Event::HandsShown));
}

/// XP7, F1 step 4: the ledger is paid out, after the final features
/// (by `pay-deferred`, or by `end-game` if the table did not give it), so
/// the totals during the final scoring are those of the steps so far.
fn pay_deferred(decision: &mut Decision) {
    let Some(christmas) = &decision.state.christmas else {
        return;
    };
    let mut points = vec![0u32; decision.setup.players.len()];
    for scoring in christmas.deferred.iter().flat_map(|d| &d.scorings) {
        if let Some(owed) = points.get_mut(scoring.player.index()) {
            *owed = owed.saturating_add(scoring.points);
        }
    }
    decision.emit(GameEvent::Christmas(Event::DeferredPaid { points }));
}

/// Refuses if anything holds play: a card waiting, a shield question, a
/// message, an end card.
fn unheld(decision: &Decision) -> Result<(), GameError> {
    match decision.state.hold() {
        Some(hold) => Err(GameError::Held(hold)),
        None => Ok(()),
    }
}

fn state<'d>(decision: &'d Decision<'_>) -> Result<&'d super::State, GameError> {
    decision
        .state
        .christmas
        .as_ref()
        .ok_or(refuse(Error::NotInUse))
}

fn points(value: u64) -> Result<u32, GameError> {
    u32::try_from(value)
        .ok()
        .filter(|p| *p <= MAX_POINTS)
        .ok_or(refuse(Error::TooManyPoints(value)))
}

/// Where a used card goes: in play if its effect lasts (XP6b).
fn pile(card: Card) -> Pile {
    match card.kind().map(|k| k.effect) {
        Some(Effect::InPlay) => Pile::InPlay,
        _ => Pile::Discard,
    }
}

fn settle(decision: &mut Decision, player: PlayerId, card: Card, to: Pile) {
    decision.emit(GameEvent::Christmas(Event::CardSettled {
        player,
        card,
        to,
    }));
}

/// Decides a command of Christmas Present.
fn decide(decision: &mut Decision, options: Christmas, command: &Command) -> Result<(), GameError> {
    cards().map_err(|e| refuse(Error::Data(e.clone())))?;
    state(decision)?;
    match command {
        Command::Draw { deck } => draw(decision, *deck),
        Command::Use { figure, target } => use_now(decision, *figure, target),
        Command::Play {
            player,
            kind,
            figure,
            target,
        } => play(decision, options, *player, kind, *figure, target),
        Command::Shield { player, cancel } => shield(decision, *player, *cancel),
        Command::Discard { player, kind } => {
            decision.playing()?;
            unheld(decision)?;
            decision.known(*player)?;
            // XP4: who may act is asked before the hand, so the refusal
            // tells nothing of what another player holds.
            if *player != decision.state.turn.player {
                return Err(refuse(Error::NotYourTurnToDiscard(
                    decision.setup.name(*player).to_owned(),
                )));
            }
            let card = hand_card(decision, *player, kind)?;
            settle(decision, *player, card, Pile::Discard);
            Ok(())
        }
        Command::EndInPlay { index } => {
            if *index >= state(decision)?.in_play.len() {
                return Err(refuse(Error::NoSuchInPlay(*index)));
            }
            decision.emit(GameEvent::Christmas(Event::InPlayDiscarded {
                index: *index,
            }));
            Ok(())
        }
        Command::Defer { kind, scorings } => {
            decision.playing()?;
            unheld(decision)?;
            // XP2: only the followers on a cloister, road or city are laid
            // down (up to save format 2 any kind was taken).
            if !matches!(kind, Kind::Road | Kind::City | Kind::Cloister) && decision.current() {
                return Err(refuse(Error::NotLaidDown(*kind)));
            }
            if scorings.is_empty() {
                return Err(refuse(Error::NoDeferredPlayers));
            }
            decision.check_scoring(&FeatureScoring {
                kind: *kind,
                scorings: scorings.clone(),
            })?;
            decision.emit(GameEvent::Christmas(Event::PointsDeferred {
                kind: *kind,
                scorings: scorings.clone(),
            }));
            Ok(())
        }
        Command::Reveal {
            player,
            kind,
            counts,
        } => reveal(decision, *player, kind, counts),
        Command::PayDeferred => {
            // F1: step 4 comes after the final features, in the final scoring.
            if decision.state.phase != Phase::FinalScoring {
                return Err(refuse(Error::PayAtFinalScoring));
            }
            unheld(decision)?;
            if state(decision)?.paid {
                return Err(refuse(Error::AlreadyPaid));
            }
            pay_deferred(decision);
            Ok(())
        }
    }
}

fn draw(decision: &mut Decision, deck: DeckId) -> Result<(), GameError> {
    decision.playing()?;
    unheld(decision)?;
    let christmas = state(decision)?;
    let placement = (decision.state.turn.number, decision.state.turn.tiles);
    let drawn_at = match deck {
        CLOISTER => christmas.cloister_drawn_at,
        ROADSIDE => christmas.roadside_drawn_at,
        _ => return Err(refuse(Error::NotAChristmasDeck(deck))),
    };
    // XP3: at most one card per deck per tile placement.
    if drawn_at == Some(placement) {
        return Err(refuse(Error::AlreadyDrawn(deck)));
    }
    // XP3: an empty deck stays empty; the discard pile is never reshuffled.
    let number = *christmas
        .deck(deck)
        .first()
        .ok_or(refuse(Error::EmptyDeck(deck)))?;
    let card = Card { deck, number };
    let to_hand = card.kind().is_some_and(|k| k.timing != Timing::Now);
    decision.emit(GameEvent::Christmas(Event::CardDrawn {
        player: decision.state.turn.player,
        card,
        to_hand,
        placement,
    }));
    Ok(())
}

/// The players a Roadside card is used against: known, not its player,
/// each once (XP6).
fn check_against(
    decision: &Decision,
    player: PlayerId,
    against: &[PlayerId],
) -> Result<(), GameError> {
    for (i, p) in against.iter().enumerate() {
        decision.known(*p)?;
        if *p == player || against[..i].contains(p) {
            return Err(GameError::DuplicatePlayer(
                decision.setup.name(*p).to_owned(),
            ));
        }
    }
    Ok(())
}

/// A card used against `against`: each is asked about a shield (XP6);
/// against nobody, it takes effect at once.
fn launch(decision: &mut Decision, player: PlayerId, card: Card, against: Vec<PlayerId>) {
    if against.is_empty() {
        settle(decision, player, card, pile(card));
    } else {
        decision.emit(GameEvent::Christmas(Event::CardUsedAgainst {
            player,
            card,
            against,
        }));
    }
}

fn wrong(card: Card, expected: &'static str) -> GameError {
    refuse(Error::WrongTarget {
        kind: card.id().to_owned(),
        expected,
    })
}

/// What the card expects, for the refusal.
fn expected(effect: Effect, against: Against) -> &'static str {
    match (effect, against) {
        (Effect::ScoreUnfinished { feature, .. }, _) => match feature {
            Feature::Road => "with the road's tiles (`road N`)",
            Feature::City => "with the city's tiles and pennants (`city T P`)",
            Feature::Cloister => "with the tiles around the cloister (`cloister N`)",
        },
        (Effect::Bonus { .. }, _) => {
            "with the feature's tiles (and pennants) and its other holders"
        }
        (_, Against::Holders) => "against the players with followers there (`against NAME…`)",
        _ => "as it is, with nothing more",
    }
}

fn use_now(decision: &mut Decision, figure: Figure, target: &Target) -> Result<(), GameError> {
    decision.playing()?;
    let now = state(decision)?.now.ok_or(refuse(Error::NothingToUse))?;
    let (player, card) = (now.player, now.card);
    let kind = card.kind().ok_or(refuse(Error::NothingToUse))?;
    match (kind.effect, target.clone()) {
        // XP3: no legal target: discarded without effect.
        (_, Target::NoTarget) => settle(decision, player, card, Pile::Discard),
        (Effect::Points { points }, Target::Plain) => {
            let feature = FeatureScoring {
                kind: Kind::Card,
                scorings: vec![Scoring {
                    player,
                    points,
                    figure,
                }],
            };
            decision.check_scoring(&feature)?;
            settle(decision, player, card, Pile::Discard);
            score_card(decision, &feature)?;
        }
        (
            Effect::ScoreUnfinished {
                feature,
                per_tile,
                per_pennant,
            },
            Target::Counts {
                feature: given,
                tiles,
                pennants,
            },
        ) if feature == given => {
            check_counts(feature, tiles, pennants)?;
            let points = points(
                u64::from(per_tile) * u64::from(tiles)
                    + u64::from(per_pennant) * u64::from(pennants),
            )?;
            // XP5: a round of its own, for the card's player only.
            let scoring = FeatureScoring {
                kind: Kind::Card,
                scorings: vec![Scoring {
                    player,
                    points,
                    figure,
                }],
            };
            decision.check_scoring(&scoring)?;
            settle(decision, player, card, Pile::Discard);
            score_card(decision, &scoring)?;
        }
        (Effect::Points { .. } | Effect::ScoreUnfinished { .. }, Target::Points { points }) => {
            let scoring = FeatureScoring {
                kind: Kind::Card,
                scorings: vec![Scoring {
                    player,
                    points,
                    figure,
                }],
            };
            decision.check_scoring(&scoring)?;
            settle(decision, player, card, Pile::Discard);
            score_card(decision, &scoring)?;
        }
        (Effect::Follower | Effect::InPlay, Target::Plain) => {
            launch(decision, player, card, Vec::new());
        }
        (Effect::Follower | Effect::InPlay, Target::Against { players })
            if kind.against == Against::Holders =>
        {
            check_against(decision, player, &players)?;
            launch(decision, player, card, players);
        }
        (effect, _) => return Err(wrong(card, expected(effect, kind.against))),
    }
    Ok(())
}

/// A card's points: a round of its own (XP5, T4); 0 points move nothing
/// and draw nothing (T2). As with `score card`, the open round closes
/// first, and if that draws a message the table settles it before.
fn score_card(decision: &mut Decision, feature: &FeatureScoring) -> Result<(), GameError> {
    if feature.scorings.iter().any(|s| s.points > 0) {
        decision.close_round();
        if decision.state.hold().is_some() {
            return Err(GameError::CloseRoundFirst);
        }
        decision.score_own_round(feature);
    }
    Ok(())
}

fn check_counts(feature: Feature, tiles: u32, pennants: u32) -> Result<(), GameError> {
    match feature {
        Feature::City if pennants > tiles => {
            Err(refuse(Error::PennantsOverTiles { tiles, pennants }))
        }
        Feature::Cloister if tiles > 8 => Err(refuse(Error::Surrounding(tiles))),
        Feature::Road | Feature::Cloister if pennants > 0 => {
            Err(refuse(Error::Pennants("only cities have pennants")))
        }
        _ => Ok(()),
    }
}

/// The player's card of this kind with the lowest number.
fn hand_card(decision: &Decision, player: PlayerId, kind: &str) -> Result<Card, GameError> {
    decision.known(player)?;
    if cards().ok().and_then(|c| c.kind(kind)).is_none() {
        return Err(refuse(Error::UnknownKind(kind.to_owned())));
    }
    state(decision)?
        .hand(player)
        .iter()
        .filter(|c| c.id() == kind)
        .min()
        .copied()
        .ok_or_else(|| {
            refuse(Error::NotInHand {
                name: decision.setup.name(player).to_owned(),
                kind: kind.to_owned(),
            })
        })
}

fn play(
    decision: &mut Decision,
    options: Christmas,
    player: PlayerId,
    kind: &str,
    figure: Figure,
    target: &Target,
) -> Result<(), GameError> {
    decision.playing()?;
    unheld(decision)?;
    decision.known(player)?;
    // XP4: hand cards are played in their owner's turn; asking first keeps
    // the refusal from telling the table what is in the hand.
    if player != decision.state.turn.player {
        return Err(refuse(Error::NotYourTurn(
            decision.setup.name(player).to_owned(),
        )));
    }
    let card = hand_card(decision, player, kind)?;
    let Some(data) = card.kind() else {
        return Err(refuse(Error::UnknownKind(kind.to_owned())));
    };
    if data.timing == Timing::End {
        return Err(refuse(Error::EndCard(kind.to_owned())));
    }
    match (data.effect, target) {
        (Effect::Shield, _) => return Err(refuse(Error::ShieldOnlyAsAnswer)),
        (_, Target::NoTarget) => settle(decision, player, card, Pile::Discard),
        (
            Effect::Bonus {
                feature,
                per_tile,
                per_pennant,
                pennants: wanted,
            },
            Target::Bonus {
                tiles,
                pennants,
                with,
            },
        ) => {
            check_counts(feature, *tiles, *pennants)?;
            match wanted {
                Pennants::Some if *pennants == 0 => {
                    return Err(refuse(Error::Pennants(
                        "this card is for a city with pennants",
                    )));
                }
                Pennants::None if *pennants > 0 => {
                    return Err(refuse(Error::Pennants(
                        "this card is for a city without pennants",
                    )));
                }
                _ => {}
            }
            let (tiles, pennants) = (u64::from(*tiles), u64::from(*pennants));
            let card_points =
                points(u64::from(per_tile) * tiles + u64::from(per_pennant) * pennants)?;
            // T7: a completed road 1 per tile, a completed city 2 per tile
            // and per pennant.
            let normal = points(match feature {
                Feature::Road => tiles,
                Feature::City => 2 * (tiles + pennants),
                Feature::Cloister => 9,
            })?;
            let others = match options.card_bonus {
                CardBonus::Player => normal,
                CardBonus::AllHolders => card_points,
            };
            let mut scorings = vec![Scoring {
                player,
                points: card_points,
                figure,
            }];
            scorings.extend(with.iter().map(|(p, f)| Scoring {
                player: *p,
                points: others,
                figure: *f,
            }));
            let feature = FeatureScoring {
                kind: feature.kind(),
                scorings,
            };
            decision.check_scoring(&feature)?;
            settle(decision, player, card, Pile::Discard);
            // XP5: in the same round as the tile's other features.
            decision.score_in_round(&feature);
        }
        (Effect::DrawTwo, Target::Plain) => {
            settle(decision, player, card, Pile::Discard);
            // T6, XP3b: the counter loses one more tile, if there is one; it
            // is not a further tile.
            if decision.state.tiles_left.is_some_and(|t| t > 0) {
                decision.emit(GameEvent::TilesDrawn { count: 1 });
            }
        }
        (Effect::Action, Target::Plain) if data.against == Against::NextPlayer => {
            let next = decision.state.queue.first().map_or_else(
                || decision.setup.next_seat(decision.state.turn.regular),
                |q| q.player,
            );
            let against = if next == player {
                Vec::new()
            } else {
                vec![next]
            };
            launch(decision, player, card, against);
        }
        (Effect::Action, Target::Plain) => launch(decision, player, card, Vec::new()),
        (Effect::Action, Target::Against { players }) if data.against == Against::Holders => {
            check_against(decision, player, players)?;
            launch(decision, player, card, players.clone());
        }
        (effect, _) => return Err(wrong(card, expected(effect, data.against))),
    }
    Ok(())
}

fn shield(decision: &mut Decision, player: PlayerId, cancel: bool) -> Result<(), GameError> {
    decision.known(player)?;
    let attack = state(decision)?
        .attack
        .clone()
        .filter(|a| !a.asked.is_empty())
        .ok_or(refuse(Error::NoQuestion))?;
    let asked = attack.asked[0];
    if asked != player {
        return Err(refuse(Error::NotAsked(
            decision.setup.name(asked).to_owned(),
        )));
    }
    if cancel {
        // XP6: "yes" only with a shield in hand; both cards are discarded.
        let shield = state(decision)?
            .hand(player)
            .iter()
            .filter(|c| c.kind().is_some_and(|k| k.effect == Effect::Shield))
            .min()
            .copied()
            .ok_or_else(|| refuse(Error::NoShield(decision.setup.name(player).to_owned())))?;
        decision.emit(GameEvent::Christmas(Event::ShieldAnswered {
            player,
            shield: Some(shield),
        }));
        return Ok(());
    }
    decision.emit(GameEvent::Christmas(Event::ShieldAnswered {
        player,
        shield: None,
    }));
    if attack.asked.len() == 1 {
        // Nobody cancelled it: the card takes effect.
        settle(decision, attack.by, attack.card, pile(attack.card));
    }
    Ok(())
}

fn reveal(
    decision: &mut Decision,
    player: PlayerId,
    kind: &str,
    counts: &[u32],
) -> Result<(), GameError> {
    decision.known(player)?;
    if decision.state.phase != Phase::FinalScoring {
        return Err(refuse(Error::NoReveal));
    }
    let (next, card) = state(decision)?
        .next_end_card()
        .ok_or(refuse(Error::NoReveal))?;
    // XP8: start player first, clockwise; a player's end cards one by one.
    // XP4: only the player whose end cards are revealed learns anything
    // of their own hand from the answer; anyone else hears whose card is
    // next, which the table sees anyway.
    if next != player || state(decision)?.hand(player).iter().all(|c| c.id() != kind) {
        return Err(refuse(Error::RevealOrder {
            name: decision.setup.name(next).to_owned(),
            kind: card.id().to_owned(),
        }));
    }
    let card = hand_card(decision, player, kind)?;
    let effect = card.kind().map(|k| k.effect);
    let points = match (effect, counts) {
        (Some(Effect::Supply { per_follower }), [followers]) => {
            points(u64::from(per_follower) * u64::from(*followers))?
        }
        (Some(Effect::Supply { .. }), _) => {
            return Err(refuse(Error::RevealCounts(
                "give the followers left in the supply",
            )));
        }
        (Some(Effect::Farms { per_city, .. }), cities) => {
            points(u64::from(per_city) * cities.iter().map(|c| u64::from(*c)).sum::<u64>())?
        }
        (Some(Effect::FarmTiebreaker), []) => 0,
        (Some(Effect::FarmTiebreaker), _) => {
            return Err(refuse(Error::RevealCounts(
                "the farm tiebreaker has no points of its own",
            )));
        }
        _ => return Err(refuse(Error::EndCard(kind.to_owned()))),
    };
    decision.emit(GameEvent::Christmas(Event::EndCardRevealed {
        player,
        card,
        points,
    }));
    finish_reveal(decision);
    Ok(())
}
