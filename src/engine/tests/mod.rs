//! Rule tests, each naming the RULES.md id it checks.

mod base;
mod christmas;
mod gold;
mod messages;
mod saint_nicholas;
mod sample;

use chrono::{DateTime, TimeZone, Utc};

use super::*;

pub(super) const NAMES: [&str; 6] = ["Anna", "Bert", "Cleo", "Dirk", "Eva", "Finn"];

pub(super) fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap()
}

pub(super) fn setup(players: usize) -> Setup {
    Setup::new(
        NAMES[..players]
            .iter()
            .zip(Colour::ALL)
            .map(|(n, c)| PlayerSetup::new(*n, c))
            .collect(),
    )
}

pub(super) fn game(players: usize) -> Game {
    Game::new(setup(players)).unwrap()
}

pub(super) fn sn_game(players: usize, sn: SaintNicholas) -> Game {
    let mut setup = setup(players);
    setup.saint_nicholas = Some(sn);
    Game::new(setup).unwrap()
}

pub(super) fn run(game: &mut Game, command: Command) {
    if let Err(e) = game.execute(command.clone(), at()) {
        panic!("{command:?} refused: {e}");
    }
}

pub(super) fn score(game: &mut Game, kind: Kind, points: u32, players: &[u8]) {
    let players: Vec<_> = players.iter().map(|p| PlayerId(*p)).collect();
    run(
        game,
        Command::Score(FeatureScoring::shared(kind, points, &players)),
    );
}

/// Puts players on totals without triggering anything (RULES T3).
pub(super) fn place(game: &mut Game, totals: &[u32]) {
    for (seat, total) in totals.iter().enumerate() {
        let seat = PlayerId(u8::try_from(seat).unwrap());
        let now = i64::from(game.state().players[seat.index()].total());
        let delta = i64::from(*total) - now;
        if delta != 0 {
            run(
                game,
                Command::Correct {
                    player: seat,
                    figure: Figure::Meeple,
                    delta,
                },
            );
        }
    }
}

pub(super) fn totals(game: &Game) -> Vec<u32> {
    game.state().totals()
}

/// The queue as (seat, reason codes).
pub(super) fn queue(game: &Game) -> Vec<(u8, Vec<String>)> {
    game.state()
        .queue
        .iter()
        .map(|q| (q.player.0, report::reason_codes(&q.reason)))
        .collect()
}

pub(super) fn queued_players(game: &Game) -> Vec<u8> {
    game.state().queue.iter().map(|q| q.player.0).collect()
}

pub(super) fn active(game: &Game) -> u8 {
    game.state().turn.player.0
}

pub(super) fn refused(game: &mut Game, command: Command) -> GameError {
    let before = game.clone();
    let error = game.execute(command, at()).unwrap_err();
    assert_eq!(*game, before, "a refused command changed the game");
    error
}

/// Expansion events keep their own tag in save files, so no two events of
/// the base game and the expansions may share a name: each must come back
/// from JSON as itself.
#[test]
fn event_names_are_unique() {
    let samples = vec![
        Event::RoundOpened,
        Event::RoundClosed,
        Event::AnotherTile,
        Event::GameEnded,
        Event::ExtraTurnsLapsed,
        Event::Christmas(crate::engine::christmas::Event::HandsShown),
        Event::Christmas(crate::engine::christmas::Event::ShieldAnswered {
            player: PlayerId(1),
            shield: None,
        }),
        Event::Christmas(crate::engine::christmas::Event::PointsDeferred {
            kind: Kind::Road,
            scorings: vec![],
        }),
        Event::Christmas(crate::engine::christmas::Event::DeferredPaid { points: vec![] }),
        Event::Christmas(crate::engine::christmas::Event::InPlayDiscarded { index: 0 }),
        Event::Christmas(crate::engine::christmas::Event::EndCardsDue { order: vec![] }),
        Event::SaintNicholas(crate::engine::saint_nicholas::Event::ConditionMet {
            threshold: Threshold {
                goal: Goal::LastTo,
                total: 6,
            },
        }),
        Event::Gold(crate::engine::gold::Event::GoldPlaced { pieces: 2 }),
        Event::Gold(crate::engine::gold::Event::GoldAwarded {
            handout: vec![PlayerId(0)],
        }),
        Event::Gold(crate::engine::gold::Event::GoldRemoved { pieces: 1 }),
        Event::Gold(crate::engine::gold::Event::GoldScored {
            player: PlayerId(0),
            pieces: 1,
            points: 1,
        }),
    ];
    for event in samples {
        let json = serde_json::to_string(&event).unwrap();
        let back: Event = serde_json::from_str(&json).unwrap();
        assert_eq!(back, event, "{json} comes back as another event");
    }
}
