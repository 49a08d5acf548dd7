//! Games for the pages' tests and pictures: four players with Christmas
//! Present, played a few turns in, with known deck orders.

#![allow(dead_code)]

use chrono::{TimeZone, Utc};
use meeple_companion::engine::christmas::{self, Christmas, Target};
use meeple_companion::engine::{
    Colour, Command, DeckId, FeatureScoring, Figure, Game, Kind, PlayerId, PlayerSetup, Setup,
    Shuffles, decks,
};

pub const ANNA: PlayerId = PlayerId(0);
pub const BERT: PlayerId = PlayerId(1);
pub const CLEO: PlayerId = PlayerId(2);
pub const DIRK: PlayerId = PlayerId(3);

/// A deck with `top` on top, the other cards after it in order.
fn order(top: &[u16]) -> Vec<u16> {
    let mut cards = top.to_vec();
    cards.extend((1..=32).filter(|n| !top.contains(n)));
    cards
}

/// Anna, Bert, Cleo and Dirk with Christmas Present; the Cloister deck
/// starts loop road, shield, supply, draw two, city without pennants,
/// three points; the Roadside deck a city tiebreaker.
pub fn new_game() -> Game {
    let mut setup = Setup::new(
        ["Anna", "Bert", "Cleo", "Dirk"]
            .into_iter()
            .zip([Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green])
            .map(|(n, c)| PlayerSetup::new(n, c))
            .collect(),
    );
    setup.christmas = Some(Christmas::default());
    let mut shuffles = Shuffles::new();
    shuffles.set(christmas::CLOISTER, order(&[15, 17, 27, 19, 23, 1]));
    shuffles.set(christmas::ROADSIDE, order(&[17]));
    shuffles.fill(&decks(&setup), |_| {});
    Game::begin(setup, &shuffles).expect("a valid setup")
}

/// Six names of 24 letters, the longest the setup takes.
pub const LONG_NAMES: [&str; 6] = [
    "Wilhelmina Wassermann-Wo",
    "Małgorzata Wiśniewska-Żó",
    "WWWWWWWWWWWWWWWWWWWWWWWW",
    "Konstantinos Papadopoulo",
    "Jacqueline Montgomery-Ba",
    "Friedrich Wilhelm Straße",
];

/// Six players with names of 24 letters and Christmas Present: the
/// longest names the setup takes, to fit.
pub fn six_long_names() -> Game {
    let mut setup = Setup::new(
        LONG_NAMES
            .into_iter()
            .zip([
                Colour::Red,
                Colour::Blue,
                Colour::Yellow,
                Colour::Green,
                Colour::Black,
                Colour::Pink,
            ])
            .map(|(n, c)| PlayerSetup::new(n, c))
            .collect(),
    );
    setup.christmas = Some(Christmas::default());
    let mut shuffles = Shuffles::new();
    shuffles.fill(&decks(&setup), |_| {});
    Game::begin(setup, &shuffles).expect("a valid setup")
}

/// The same game with the tiles not counted, so it never runs out.
pub fn uncounted() -> Game {
    let mut setup = new_game().setup().clone();
    setup.tiles = None;
    let mut shuffles = Shuffles::new();
    shuffles.fill(&decks(&setup), |_| {});
    Game::begin(setup, &shuffles).expect("a valid setup")
}

pub fn run(game: &mut Game, command: Command) {
    let at = Utc.with_ymd_and_hms(2026, 12, 24, 20, 0, 0).unwrap();
    if let Err(error) = game.execute(command.clone(), at) {
        panic!("{command:?} refused: {error}");
    }
}

pub fn score(game: &mut Game, kind: Kind, points: u32, players: &[PlayerId]) {
    run(
        game,
        Command::Score(FeatureScoring::shared(kind, points, players)),
    );
}

pub fn draw(game: &mut Game, deck: DeckId) {
    run(game, Command::Christmas(christmas::Command::Draw { deck }));
}

/// Eight turns in: Dirk drew *three points*, to be used now; Anna holds a
/// loop road and a draw-two card, Bert a shield, Cleo a supply card and a
/// city card; Dirk's city tiebreaker is in play; an extra turn for Anna
/// waits in the queue.
pub fn evening() -> Game {
    let mut g = new_game();
    score(&mut g, Kind::City, 8, &[ANNA]);
    draw(&mut g, christmas::CLOISTER);
    run(&mut g, Command::EndTurn);
    score(&mut g, Kind::City, 30, &[BERT]);
    draw(&mut g, christmas::CLOISTER);
    run(&mut g, Command::EndTurn);
    score(&mut g, Kind::Cloister, 9, &[CLEO]);
    draw(&mut g, christmas::CLOISTER);
    run(&mut g, Command::EndTurn);
    score(&mut g, Kind::City, 12, &[DIRK, ANNA]);
    draw(&mut g, christmas::ROADSIDE);
    run(
        &mut g,
        Command::Christmas(christmas::Command::Use {
            figure: Figure::Meeple,
            target: Target::Plain,
        }),
    );
    run(&mut g, Command::EndTurn);
    score(&mut g, Kind::Road, 3, &[ANNA]);
    draw(&mut g, christmas::CLOISTER);
    run(&mut g, Command::EndTurn);
    score(&mut g, Kind::City, 20, &[BERT]);
    run(&mut g, Command::EndTurn);
    score(&mut g, Kind::Road, 5, &[CLEO, DIRK]);
    draw(&mut g, christmas::CLOISTER);
    run(&mut g, Command::EndTurn);
    score(&mut g, Kind::City, 6, &[DIRK]);
    run(&mut g, Command::ExtraTurn { player: ANNA });
    draw(&mut g, christmas::CLOISTER);
    g
}

/// The evening played to its end: the *now* card used, the final scoring
/// entered and the game ended.
pub fn ended() -> Game {
    let mut g = scored();
    run(&mut g, Command::EndGame);
    g
}

/// The evening with its final scoring entered, not yet ended.
pub fn scored() -> Game {
    let mut g = evening();
    run(
        &mut g,
        Command::Christmas(christmas::Command::Use {
            figure: Figure::Meeple,
            target: Target::Plain,
        }),
    );
    run(&mut g, Command::FinalScoring);
    // End cards are revealed first (RULES XP8): Cleo's supply card.
    run(
        &mut g,
        Command::Christmas(christmas::Command::Reveal {
            player: CLEO,
            kind: "supply".into(),
            counts: vec![3],
        }),
    );
    score(&mut g, Kind::Farm, 9, &[BERT]);
    score(&mut g, Kind::Road, 4, &[ANNA]);
    g
}
