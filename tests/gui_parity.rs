//! The GUI parity suite: everything the notation can do, the window can
//! do. A driver plays a notation script in the window: the script's setup
//! (everything up to `begin`, `shuffle` orders included) is brought in as
//! `import` brings it, a saved game opened from Home by a click; from
//! `begin` on, every line goes through the real widgets (found by their ids
//! or texts), or in the second pass through the keys alone. After every
//! line the window's game gives the same `replay` report as the notation's
//! replay of the script up to that line; a line the notation refuses, the
//! window refuses too, and says why, with the game as it was.
//!
//! `MEEPLE_COMPANION_GUI_SCRIPTS=DIR cargo test --test gui_parity` plays
//! every `.txt` script of DIR too (in English).

mod ui;

use std::time::Instant;

use iced::keyboard::{self, Key, Modifiers, key};
use iced_test::selector::id;
use meeple_companion::app::game::Mode;
use meeple_companion::app::{App, Message, Screen};
use meeple_companion::engine::report::Report;
use meeple_companion::engine::{Figure, Game, Kind, Phase, PlayerId, notation};
use meeple_companion::i18n;
use meeple_companion::store::Store;

/// How a pass reaches the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pass {
    /// Clicks on the widgets.
    Clicks,
    /// The keys of the one list, nothing else.
    Keys,
}

/// Line kinds the window deliberately lacks, with the reason: none of
/// them is a table action. A script using one is skipped, and counted.
const LACKING: &[(&str, &str)] = &[];

/// What playing one script found.
#[derive(Debug, Default)]
struct Played {
    /// Lines played through the window.
    lines: usize,
    /// Lines the notation refuses, which the window refused too.
    refused: usize,
    /// Follow-ups the window gave with the line before (an End turn
    /// finished once its message was resolved).
    followed: usize,
    /// The lines the keys pass played by a click, for want of a key.
    clicked: Vec<&'static str>,
    /// Why the script was skipped, if it was.
    skipped: Option<String>,
}

/// The notation's report of a game, as JSON: what `replay` prints.
fn report(game: &Game) -> serde_json::Value {
    serde_json::to_value(Report::new(game, i18n::prompt_text)).expect("a report is JSON")
}

/// The words of a line, its comment cut off; a name in double quotes is
/// one word (`\"`, `\\` and `\u{…}` inside it as the notation writes them).
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '#' => break,
            c if c.is_whitespace() => {}
            '"' => {
                let mut word = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => match chars.next() {
                            // `\u{202e}`: a character a save's name held.
                            Some('u') if chars.peek() == Some(&'{') => {
                                let hex: String =
                                    chars.by_ref().skip(1).take_while(|c| *c != '}').collect();
                                word.extend(
                                    u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32),
                                );
                            }
                            other => word.extend(other),
                        },
                        c => word.push(c),
                    }
                }
                words.push(word);
            }
            c => {
                let mut word = c.to_string();
                while let Some(c) = chars.next_if(|c| !c.is_whitespace() && *c != '#') {
                    word.push(c);
                }
                words.push(word);
            }
        }
    }
    words
}

/// The window and what it plays.
struct Driver {
    app: App,
    pass: Pass,
    /// The lines the keys pass still played by a click (no key yet).
    clicked: Vec<&'static str>,
    _dir: tempfile::TempDir,
}

impl Driver {
    /// The window on Home of a data folder that holds the game `setup`
    /// begins (as `import` brings it in), resumed by a click.
    fn open(setup: &str, pass: Pass) -> Driver {
        let dir = tempfile::tempdir().unwrap();
        let game = notation::run(setup, chrono::Utc::now)
            .unwrap_or_else(|e| panic!("the setup does not begin: {e:?}\n{setup}"));
        let mut app = ui::app_on(Ok(ui::saved(&dir, game).0));
        ui::click(&mut app, &i18n::tr("home-resume")).expect("Home lists the game");
        assert!(
            matches!(app.screen(), Screen::Game(_)),
            "{:?}",
            app.screen()
        );
        Driver {
            app,
            pass,
            clicked: Vec::new(),
            _dir: dir,
        }
    }

    fn game(&self) -> &Game {
        &self.app.table().game().expect("a game is on show").game
    }

    fn phase(&self) -> Phase {
        self.game().state().phase
    }

    fn seat(&self, name: &str) -> Result<PlayerId, String> {
        self.game()
            .setup()
            .seat_of(name)
            .ok_or_else(|| format!("no player {name}"))
    }

    fn click(&mut self, label: &str) -> Result<(), String> {
        ui::click(&mut self.app, label).map_err(|e| {
            format!(
                "no “{label}” to click ({e:?}); on screen: {:?}",
                ui::texts(&self.app)
            )
        })
    }

    fn click_id(&mut self, name: &str) -> Result<(), String> {
        let mut ui = ui::simulator(&self.app);
        ui.click(id(name.to_owned())).map_err(|e| {
            format!(
                "no #{name} to click ({e:?}); on screen: {:?}",
                ui::texts(&self.app)
            )
        })?;
        let messages: Vec<Message> = ui.into_messages().collect();
        for message in messages {
            ui::update(&mut self.app, message);
        }
        Ok(())
    }

    fn digits(&mut self, digits: &str) -> Result<(), String> {
        for digit in digits.chars() {
            match self.pass {
                Pass::Clicks => self.click_id(&format!("key-{digit}"))?,
                Pass::Keys => self.letter(digit)?,
            }
        }
        Ok(())
    }

    /// Back to the points from an expansion's tab, whose page stands
    /// where the keypad is, as the table would.
    fn back_to_points(&mut self) -> Result<(), String> {
        if matches!(self.screen().mode(), Mode::Panel(_)) && !self.screen().form_open() {
            match self.pass {
                Pass::Clicks => self.click(&i18n::tr("mode-points"))?,
                Pass::Keys => self.letter('p')?,
            }
        }
        Ok(())
    }

    /// Presses `key` as the keyboard sends it to the window.
    fn press(&mut self, key: Key, text: Option<&str>, modifiers: Modifiers) -> Result<(), String> {
        let event = keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key,
            physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
            location: keyboard::Location::Standard,
            modifiers,
            text: text.map(Into::into),
            repeat: false,
        };
        ui::update(&mut self.app, Message::Key(event));
        Ok(())
    }

    /// Types the character `c` (a letter, a digit, `+`, `-`).
    fn letter(&mut self, c: char) -> Result<(), String> {
        let typed = c.to_string();
        self.press(
            Key::Character(typed.as_str().into()),
            Some(&typed),
            Modifiers::empty(),
        )
    }

    fn named(&mut self, named: key::Named) -> Result<(), String> {
        self.press(Key::Named(named), None, Modifiers::empty())
    }

    fn ctrl(&mut self, c: char) -> Result<(), String> {
        let typed = c.to_string();
        self.press(
            Key::Character(typed.as_str().into()),
            Some(&typed),
            Modifiers::CTRL,
        )
    }

    /// Taps a player's row, or presses their F-key.
    fn row(&mut self, seat: PlayerId) -> Result<(), String> {
        match self.pass {
            Pass::Clicks => self.click_id(&format!("player-{}", seat.index() + 1)),
            Pass::Keys => {
                let keys = [
                    key::Named::F1,
                    key::Named::F2,
                    key::Named::F3,
                    key::Named::F4,
                    key::Named::F5,
                    key::Named::F6,
                ];
                self.named(keys[seat.index()])?;
                Ok(())
            }
        }
    }

    /// A kind's button beside the keypad, or its letter.
    fn kind(&mut self, kind: Kind) -> Result<(), String> {
        match (self.pass, kind) {
            (Pass::Clicks, Kind::Other) => self.click_id("score"),
            (Pass::Clicks, kind) => self.click(&capitalised(&i18n::kind_name(kind))),
            (Pass::Keys, Kind::Road) => self.letter('r'),
            (Pass::Keys, Kind::City) => self.letter('c'),
            (Pass::Keys, Kind::Cloister) => self.letter('l'),
            (Pass::Keys, Kind::Farm) => self.letter('f'),
            (Pass::Keys, _) => self.named(key::Named::Enter),
        }
    }

    /// The game screen.
    fn screen(&self) -> &meeple_companion::app::game::GameScreen {
        match self.app.screen() {
            Screen::Game(game) => game,
            other => panic!("not on the game screen: {other:?}"),
        }
    }

    /// Chooses exactly the players `seats` on the rows of totals, tapping
    /// rows as the table would.
    fn choose(&mut self, seats: &[PlayerId]) -> Result<(), String> {
        let mut want = seats.to_vec();
        want.sort();
        for _ in 0..16 {
            let (chosen, picked) = self.screen().chosen();
            if chosen == want.as_slice() {
                return Ok(());
            }
            let tap = if picked {
                chosen
                    .iter()
                    .find(|p| !want.contains(p))
                    .or_else(|| want.iter().find(|p| !chosen.contains(p)))
                    .copied()
            } else {
                want.first().copied()
            };
            let Some(tap) = tap else { break };
            self.row(tap)?;
        }
        Err(format!("the rows do not choose {want:?}"))
    }

    /// Plays one line of the script through the window.
    fn play(&mut self, words: &[String]) -> Result<(), String> {
        let verb = words[0].as_str();
        let args = &words[1..];
        match verb {
            "score" => self.score(args),
            "end-turn" => self.by("end-turn", 'e'),
            "undo" if self.pass == Pass::Keys => self.ctrl('z'),
            "undo" => self.click_id("undo"),
            "redo" => self.redo(),
            "correct" => self.correct(args),
            "end-game" => self.end_game(),
            "final-scoring" => self.final_scoring(),
            "gold-tile" => self.turn_button(&i18n::tr("gold-tile")),
            "gold" => self.gold(args),
            "draw" => self.draw(args),
            "use" => self.use_card(args),
            "shield" => self.shield(args),
            "play" => self.play_card(args),
            "defer" => self.defer(args),
            "end-in-play" => self.end_in_play(args),
            "reveal" => self.reveal(args),
            "take-two" => self.take_two(args),
            "carry-out" => self.carry_out(args),
            "tiles" => self.tiles(args),
            "extra-turn" => self.extra_turn(args),
            "cancel-extra-turn" => self.cancel_extra_turn(args),
            "another-tile" => match self.pass {
                Pass::Clicks => self.click(&i18n::tr("entry-another-tile")),
                Pass::Keys => self.letter('a'),
            },
            "close-round" => self.turn_button(&i18n::tr("entry-tile-done")),
            "give-gold" => self.give_gold(args),
            "message" => self.message(args),
            // Moving on from the final features pays the deferred points.
            "pay-deferred" if self.screen().at_final_features() => self.by("next", 'e'),
            other => Err(format!("the driver cannot play `{other}` yet")),
        }
    }

    fn score(&mut self, args: &[String]) -> Result<(), String> {
        let (kind, rest) = match args.first().map(String::as_str) {
            Some("road") => (Kind::Road, &args[1..]),
            Some("city") => (Kind::City, &args[1..]),
            Some("cloister") => (Kind::Cloister, &args[1..]),
            Some("farm") => (Kind::Farm, &args[1..]),
            _ => (Kind::Other, args),
        };
        let points = rest.first().ok_or("no points")?.clone();
        let mut seats = Vec::new();
        let mut figures = Vec::new();
        for holder in &rest[1..] {
            if holder.contains('=') {
                return Err("points of their own per holder".into());
            }
            let (name, figure) = match holder.split_once('/') {
                Some((name, "messenger")) => (name, Figure::Messenger),
                Some((name, _)) => (name, Figure::Meeple),
                None => (holder.as_str(), Figure::Meeple),
            };
            seats.push(self.seat(name)?);
            figures.push(figure);
        }
        if self.phase() == Phase::Playing {
            self.back_to_points()?;
            let mixed = figures.contains(&Figure::Messenger) && figures.contains(&Figure::Meeple);
            if self.pass == Pass::Keys && mixed {
                // By keys: the messengers' holders chosen first and M
                // switches them; the others join with the meeple.
                let (messengers, meeples): (Vec<_>, Vec<_>) = seats
                    .iter()
                    .zip(&figures)
                    .partition(|(_, f)| **f == Figure::Messenger);
                let messengers: Vec<PlayerId> = messengers.into_iter().map(|(s, _)| *s).collect();
                self.choose(&messengers)?;
                if !self.screen().chosen().1 {
                    // The active player stands chosen untapped, and the
                    // next tap would replace them: a tap picks them.
                    self.row(messengers[0])?;
                }
                self.letter('m')?;
                for (seat, _) in meeples {
                    self.row(*seat)?;
                }
            } else {
                self.choose(&seats)?;
                self.figures(&seats, &figures)?;
            }
            self.digits(&points)?;
            self.kind(kind)
        } else {
            self.final_feature(kind, points.parse().map_err(|_| "points")?, &seats)
        }
    }

    /// The figure each holder's points move: the meeple unless chosen.
    fn figures(&mut self, seats: &[PlayerId], figures: &[Figure]) -> Result<(), String> {
        if !figures.contains(&Figure::Messenger) {
            return Ok(());
        }
        match (self.pass, seats) {
            (Pass::Clicks, [_]) => self.click_id("figure-messenger"),
            (Pass::Clicks, _) => {
                for (seat, figure) in seats.iter().zip(figures) {
                    if *figure == Figure::Messenger {
                        self.click_id(&format!("figure-of-{}", seat.index()))?;
                    }
                }
                Ok(())
            }
            (Pass::Keys, _) if figures.iter().all(|f| *f == Figure::Messenger) => {
                self.letter('m')?;
                Ok(())
            }
            (Pass::Keys, _) => Err("messengers for some holders only, by keys".into()),
        }
    }

    /// A feature of the final scoring: its kind, its counts, its holders,
    /// Add.
    fn final_feature(&mut self, kind: Kind, points: u32, seats: &[PlayerId]) -> Result<(), String> {
        // The counts where they come to the points, else the points
        // typed in their own field.
        let counts = match kind {
            Kind::Road | Kind::City => Some(points),
            Kind::Cloister if (1..=9).contains(&points) => Some(points - 1),
            Kind::Farm if points.is_multiple_of(3) => Some(points / 3),
            _ => None,
        };
        if kind == Kind::Other {
            return Err("a final feature of no kind".into());
        }
        // On to the step of the final features, as the table would.
        for _ in 0..4 {
            if self.screen().at_final_features() {
                break;
            }
            self.by("next", 'e')?;
        }
        self.kind(kind)?;
        match counts {
            Some(counts) => self.digits(&counts.to_string())?,
            None => {
                match self.pass {
                    Pass::Clicks => self.click(&i18n::tr("final-points"))?,
                    Pass::Keys => self.named(key::Named::Tab)?,
                }
                self.digits(&points.to_string())?;
            }
        }
        self.choose(seats)?;
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr("final-add-key")),
            Pass::Keys => self.named(key::Named::Enter),
        }
    }

    /// The button `id`, or the letter `key`.
    fn by(&mut self, id: &str, key: char) -> Result<(), String> {
        match self.pass {
            Pass::Clicks => self.click_id(id),
            Pass::Keys => self.letter(key),
        }
    }

    fn redo(&mut self) -> Result<(), String> {
        if self.pass == Pass::Keys {
            self.ctrl('y')?;
            return Ok(());
        }
        self.click_id("menu")?;
        self.click(&i18n::tr("game-redo"))
    }

    fn correct(&mut self, args: &[String]) -> Result<(), String> {
        let [name, delta] = args else {
            return Err("correct NAME ±N".into());
        };
        if name.contains('/') {
            return Err("a correction of a figure".into());
        }
        let seat = self.seat(name)?;
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr("mode-correct"))?,
            Pass::Keys => self.letter('k')?,
        }
        self.row(seat)?;
        let (add, digits) = match delta.strip_prefix('-') {
            Some(d) => (false, d),
            None => (true, delta.trim_start_matches('+')),
        };
        self.digits(digits)?;
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr(if add {
                "correct-add"
            } else {
                "correct-take-away"
            })),
            Pass::Keys => self.letter(if add { '+' } else { '-' }),
        }
    }

    /// On through the steps of the final scoring to its end (from play,
    /// the menu's Final scoring first).
    fn end_game(&mut self) -> Result<(), String> {
        if self.phase() == Phase::Playing {
            self.final_scoring()?;
        }
        for _ in 0..8 {
            if self.phase() == Phase::Ended {
                return Ok(());
            }
            self.by("next", 'e')?;
        }
        Err("the final scoring did not end".into())
    }

    /// The menu's Final scoring, and its question answered.
    fn final_scoring(&mut self) -> Result<(), String> {
        match self.pass {
            Pass::Clicks => {
                self.click_id("menu")?;
                self.click(&i18n::tr("entry-final-scoring"))?;
            }
            Pass::Keys => {
                self.letter('u')?;
                self.letter('f')?;
            }
        }
        if self.phase() == Phase::Playing {
            match self.pass {
                Pass::Clicks => self.click(&i18n::tr("ask-final-scoring-yes"))?,
                Pass::Keys => self.named(key::Named::Enter)?,
            }
        }
        Ok(())
    }

    /// `gold KIND PIECES NAME… [+ PIECES NAME…]…`: the award opened from
    /// the settle area, its kind, each pool's pieces typed on the keypad
    /// and its claimants tapped, then Award.
    fn gold(&mut self, args: &[String]) -> Result<(), String> {
        self.award(args)?;
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr("gold-confirm")),
            Pass::Keys => self.named(key::Named::Enter),
        }
    }

    /// The award opened and filled in as `gold KIND POOLS…` says.
    fn award(&mut self, args: &[String]) -> Result<(), String> {
        let kind = args.first().ok_or("gold KIND …")?;
        let mut pools: Vec<(String, Vec<PlayerId>)> = Vec::new();
        for group in args[1..].split(|w| w == "+") {
            let (pieces, names) = group.split_first().ok_or("a pool without pieces")?;
            let seats = names
                .iter()
                .map(|n| self.seat(n))
                .collect::<Result<Vec<_>, _>>()?;
            pools.push((pieces.clone(), seats));
        }
        // The award starts with the last feature's holders claiming its
        // first pool (the active player if no feature was scored).
        let mut claimants = vec![last_holders(self.game())];
        // The settle area offers the award after a feature was scored;
        // otherwise it is on the Gold tab.
        let offered = ui::texts(&self.app).contains(&i18n::tr("gold-award"));
        let feature = Kind::parse(kind).ok_or("a kind")?;
        match (self.pass, offered) {
            (Pass::Clicks, offered) => {
                if !offered {
                    self.click(&i18n::tr("gold-title"))?;
                }
                self.click(&i18n::tr("gold-award"))?;
                self.click_id(&format!("gold-kind-{kind}"))?;
            }
            (Pass::Keys, true) => {
                self.letter('g')?;
                self.kind(feature)?;
            }
            (Pass::Keys, false) => {
                self.tab_to(&i18n::tr("gold-award"))?;
                self.kind(feature)?;
            }
        }
        for (i, (pieces, seats)) in pools.iter().enumerate() {
            if i > 0 {
                match self.pass {
                    Pass::Clicks => self.click(&i18n::tr("gold-add-pool"))?,
                    Pass::Keys => self.letter('d')?,
                }
                claimants.push(Vec::new());
            }
            match self.pass {
                Pass::Clicks => self.pieces(i, pieces.parse().map_err(|_| "pieces")?)?,
                Pass::Keys => {
                    self.named(key::Named::Backspace)?;
                    self.named(key::Named::Backspace)?;
                    self.digits(pieces)?;
                }
            }
            let all: Vec<PlayerId> = self.game().setup().seats().collect();
            for seat in all {
                if seats.contains(&seat) != claimants[i].contains(&seat) {
                    match self.pass {
                        Pass::Clicks => {
                            self.click_id(&format!("gold-claimant-{i}-{}", seat.index()))?;
                        }
                        Pass::Keys => self.row(seat)?,
                    }
                }
            }
        }
        Ok(())
    }

    /// `draw DECK`: the bar's button of that deck.
    fn draw(&mut self, args: &[String]) -> Result<(), String> {
        let deck = args.first().ok_or("draw DECK")?;
        let name = i18n::tr(&format!("christmas-deck-{deck}"));
        let texts = ui::texts(&self.app);
        let label = (0..=32)
            .map(|count| {
                i18n::tr_args(
                    "xp-draw",
                    &[("deck", name.as_str().into()), ("count", count.into())],
                )
            })
            .find(|label| texts.contains(label))
            .ok_or_else(|| format!("no button to draw a {deck} card: {texts:?}"))?;
        self.turn_button(&label)
    }

    /// `use [TARGET]`: the drawn *now* card's question answered, its
    /// counts typed and its players tapped first.
    fn use_card(&mut self, args: &[String]) -> Result<(), String> {
        match args.first().map(String::as_str) {
            None => {}
            Some("against") => {
                for name in &args[1..] {
                    let seat = self.seat(name)?;
                    match self.pass {
                        Pass::Clicks => self.click(&i18n::tr_args(
                            "xp-against",
                            &[("name", name.as_str().into())],
                        ))?,
                        Pass::Keys => self.row(seat)?,
                    }
                }
            }
            Some(_) => {
                for (i, count) in args[1..].iter().enumerate() {
                    if i > 0 {
                        match self.pass {
                            Pass::Clicks => return Err("a second count by clicks".into()),
                            Pass::Keys => self.named(key::Named::Tab)?,
                        }
                    }
                    self.digits(count)?;
                }
            }
        }
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr("xp-use")),
            Pass::Keys => self.named(key::Named::Enter),
        }
    }

    /// `play NAME KIND [COUNTS…] [with NAME…]`: the hand opened on the
    /// Cards tab, the card chosen, its counts typed on the hand's keypad
    /// and its players tapped, then Play it.
    fn play_card(&mut self, args: &[String]) -> Result<(), String> {
        let [name, kind, rest @ ..] = args else {
            return Err("play NAME KIND …".into());
        };
        let with = rest.iter().position(|w| w == "with");
        let (counts, others) = match with {
            Some(at) => (&rest[..at], &rest[at + 1..]),
            None => (rest, &rest[..0]),
        };
        self.cards_tab()?;
        let seat = self.seat(name)?;
        match self.pass {
            Pass::Clicks => {
                self.click(&self.hand_label(name)?)?;
                self.click(&i18n::tr(&format!("christmas-{kind}-title")))?;
            }
            Pass::Keys => {
                // The player's key opens the hand, the card's place in it
                // chooses the card.
                self.row(seat)?;
                let hand = self
                    .game()
                    .state()
                    .christmas
                    .as_ref()
                    .map(|c| c.hand(seat).to_vec())
                    .unwrap_or_default();
                let place = hand
                    .iter()
                    .position(|c| c.id() == kind)
                    .ok_or_else(|| format!("no {kind} in the hand of {name}"))?;
                self.letter(char::from_digit(place as u32 + 1, 10).ok_or("a hand of ten")?)?;
            }
        }
        for (i, count) in counts.iter().enumerate() {
            if i > 0 {
                self.named(key::Named::Tab)?;
            }
            self.digits(count)?;
        }
        for other in others {
            match self.pass {
                Pass::Clicks => {
                    self.click(&i18n::tr_args(
                        "xp-with",
                        &[("name", other.as_str().into())],
                    ))?;
                }
                Pass::Keys => {
                    let seat = self.seat(other)?;
                    self.row(seat)?;
                }
            }
        }
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr("xp-play-it")),
            Pass::Keys => self.named(key::Named::Enter),
        }
    }

    /// Whether `words` are on screen, or (for the Cards tab, whose
    /// hands' words change with their counts) any hand.
    fn hand_label_or(&self, words: &str) -> bool {
        let first = self.game().setup().players[0].name.clone();
        ui::texts(&self.app).iter().any(|t| t == words)
            || (words.is_empty() && self.hand_label(&first).is_ok())
    }

    /// The words of `name`'s hand on the Cards tab.
    fn hand_label(&self, name: &str) -> Result<String, String> {
        let texts = ui::texts(&self.app);
        (0..=6)
            .map(|count| {
                i18n::tr_args(
                    "xp-hand-count",
                    &[("name", name.into()), ("count", count.into())],
                )
            })
            .find(|label| texts.contains(label))
            .ok_or_else(|| format!("no hand of {name}: {texts:?}"))
    }

    /// The Cards tab: its tab tapped, or Shift+Tab round the modes to it.
    fn cards_tab(&mut self) -> Result<(), String> {
        if self.pass == Pass::Clicks {
            return self.click(&i18n::tr("xp-tab"));
        }
        let first = self.game().setup().players[0].name.clone();
        let hand = self.hand_label(&first).unwrap_or_default();
        self.tab_to(&hand)
    }

    /// Shift+Tab round the modes and tabs until `words` are on screen.
    fn tab_to(&mut self, words: &str) -> Result<(), String> {
        for _ in 0..8 {
            if self.hand_label_or(words) {
                return Ok(());
            }
            // Round the other way: the tabs come last, after the
            // correction, which keeps one player chosen only.
            self.press(Key::Named(key::Named::Tab), None, Modifiers::SHIFT)?;
        }
        Err(format!("Shift+Tab does not reach “{words}”"))
    }

    /// `defer KIND NAME=POINTS…`: the holders chosen on the rows, the
    /// points typed, then the Cards tab's Defer.
    fn defer(&mut self, args: &[String]) -> Result<(), String> {
        let (kind, holders) = args.split_first().ok_or("defer KIND …")?;
        let mut seats = Vec::new();
        let mut points = None;
        for holder in holders {
            let (name, p) = holder.split_once('=').ok_or("NAME=POINTS")?;
            if points.is_some_and(|q| q != p) {
                return Err("deferred points differing per holder".into());
            }
            points = Some(p);
            seats.push(self.seat(name)?);
        }
        self.back_to_points()?;
        self.choose(&seats)?;
        self.digits(points.ok_or("no holder")?)?;
        self.cards_tab()?;
        let kind = Kind::parse(kind).ok_or("a kind")?;
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr_args(
                "xp-defer",
                &[("kind", i18n::kind_name(kind).into())],
            )),
            Pass::Keys => self.kind(kind),
        }
    }

    /// `end-in-play N`: the N-th card in play discarded on the Cards tab.
    fn end_in_play(&mut self, args: &[String]) -> Result<(), String> {
        let n: usize = args
            .first()
            .and_then(|n| n.parse().ok())
            .ok_or("end-in-play N")?;
        self.cards_tab()?;
        if self.pass == Pass::Keys {
            // The digit printed on the card in play.
            return self.letter(char::from_digit(n as u32, 10).ok_or("a digit")?);
        }
        let card = ui::texts(&self.app)
            .into_iter()
            .filter(|t| t.ends_with('✕'))
            .nth(n - 1)
            .ok_or("no such card in play")?;
        self.click(&card)
    }

    /// `reveal NAME KIND [COUNTS…]`: the end card's counts typed, then
    /// Reveal.
    fn reveal(&mut self, args: &[String]) -> Result<(), String> {
        let [name, _kind, counts @ ..] = args else {
            return Err("reveal NAME KIND …".into());
        };
        for (i, count) in counts.iter().enumerate() {
            if i > 0 {
                self.named(key::Named::Tab)?;
            }
            self.digits(count)?;
        }
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr_args(
                "xp-reveal",
                &[("name", name.as_str().into())],
            )),
            Pass::Keys => self.named(key::Named::Enter),
        }
    }

    /// `carry-out [FIGURE] HELPER COUNTS…`: the message's counts typed
    /// into its fields (Tab between them), its figure chosen, then its main
    /// answer.
    fn carry_out(&mut self, args: &[String]) -> Result<(), String> {
        let mut args = args;
        let mut figure = Figure::Meeple;
        if let Some(f) = args.first().and_then(|w| Figure::parse(w)) {
            figure = f;
            args = &args[1..];
        }
        let (_helper, counts) = args.split_first().ok_or("carry-out HELPER …")?;
        for (i, count) in counts.iter().enumerate() {
            if count.parse::<u32>().is_err() {
                return Err(format!("the helper's `{count}`"));
            }
            if i > 0 {
                self.named(key::Named::Tab)?;
            }
            self.digits(count)?;
        }
        if figure == Figure::Messenger {
            self.by("figure-messenger", 'm')?;
        }
        self.main_answer()
    }

    /// The main answer of what is to be settled: the button beside its
    /// Enter mark, or Enter.
    fn main_answer(&mut self) -> Result<(), String> {
        if self.pass == Pass::Keys {
            return self.named(key::Named::Enter);
        }
        let texts = ui::texts(&self.app);
        let main = texts
            .iter()
            .position(|t| t == "⏎")
            .and_then(|at| at.checked_sub(1))
            .map(|at| texts[at].clone())
            .ok_or_else(|| format!("no main answer: {texts:?}"))?;
        self.click(&main)
    }

    /// `tiles N` during play: the menu's Tiles left, the count typed,
    /// then Set.
    fn tiles(&mut self, args: &[String]) -> Result<(), String> {
        let count = args.first().ok_or("tiles N")?;
        match self.pass {
            Pass::Clicks => {
                self.click_id("menu")?;
                self.click(&i18n::tr("game-tiles"))?;
            }
            Pass::Keys => {
                self.letter('u')?;
                self.letter('t')?;
            }
        }
        self.digits(count)?;
        self.main_answer()
    }

    /// `extra-turn NAME`: the menu's Extra turn, then the player's row.
    fn extra_turn(&mut self, args: &[String]) -> Result<(), String> {
        let seat = self.seat(args.first().ok_or("extra-turn NAME")?)?;
        match self.pass {
            Pass::Clicks => {
                self.click_id("menu")?;
                self.click(&i18n::tr("entry-extra-turn"))?;
            }
            Pass::Keys => self.letter('x')?,
        }
        self.row(seat)
    }

    /// `cancel-extra-turn N`: the ✕ of the N-th queued extra turn.
    fn cancel_extra_turn(&mut self, args: &[String]) -> Result<(), String> {
        let n: usize = args
            .first()
            .and_then(|n| n.parse().ok())
            .ok_or("cancel-extra-turn N")?;
        if self.pass == Pass::Keys {
            self.clicked.push("cancel-extra-turn");
        }
        let queued: Vec<String> = self
            .game()
            .state()
            .queue
            .iter()
            .map(|q| self.game().setup().name(q.player).to_owned())
            .collect();
        let name = queued.get(n - 1).ok_or("no such extra turn")?;
        self.click(&format!("{name} ✕"))
    }

    /// `give-gold NAME PIECES`: an award opened, its one pool given the
    /// pieces and the player alone, then the answer that gives them by
    /// hand.
    fn give_gold(&mut self, args: &[String]) -> Result<(), String> {
        let [name, pieces] = args else {
            return Err("give-gold NAME PIECES".into());
        };
        self.award(&["city".to_owned(), pieces.clone(), name.clone()])?;
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr_args(
                "gold-give",
                &[
                    ("count", pieces.parse::<u32>().map_err(|_| "pieces")?.into()),
                    ("name", name.as_str().into()),
                ],
            )),
            Pass::Keys => self.letter('g'),
        }
    }

    /// `message N`: the number of the message tile the table drew.
    fn message(&mut self, args: &[String]) -> Result<(), String> {
        let number: u8 = args
            .first()
            .and_then(|n| n.parse().ok())
            .ok_or("message N")?;
        let title = i18n::message_title(number);
        match self.pass {
            Pass::Clicks => self.click(&format!("{number} · {title}")),
            Pass::Keys => self.letter(char::from(b'0' + number)),
        }
    }

    /// `take-two [FIGURE]`: the drawn message's 2 points instead.
    fn take_two(&mut self, args: &[String]) -> Result<(), String> {
        if args.first().is_some_and(|f| f == "messenger") {
            self.by("figure-messenger", 'm')?;
        }
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr("msg-panel-take-two")),
            Pass::Keys => self.letter('t'),
        }
    }

    /// `shield NAME yes|no`: the shield question's answer.
    fn shield(&mut self, args: &[String]) -> Result<(), String> {
        let yes = args.get(1).is_some_and(|a| a == "yes");
        match self.pass {
            Pass::Clicks => self.click(&i18n::tr(if yes {
                "xp-shield-answer-yes"
            } else {
                "xp-shield-answer-no"
            })),
            Pass::Keys if yes => self.letter('s'),
            Pass::Keys => self.named(key::Named::Enter),
        }
    }

    /// A turn button of the bar by its words, or the letter printed on it.
    fn turn_button(&mut self, words: &str) -> Result<(), String> {
        if self.pass == Pass::Clicks {
            return self.click(words);
        }
        let texts = ui::texts(&self.app);
        let letter = texts
            .iter()
            .position(|t| t == words)
            .and_then(|at| texts.get(at + 1))
            .and_then(|l| l.chars().next().filter(|_| l.chars().count() == 1))
            .ok_or_else(|| format!("no letter on “{words}”: {texts:?}"))?;
        self.letter(letter.to_ascii_lowercase())?;
        Ok(())
    }

    /// Sets pool `i` of the award to `pieces` with its − and + (the
    /// count the pool shows is read off the screen).
    fn pieces(&mut self, i: usize, pieces: u32) -> Result<(), String> {
        for _ in 0..100 {
            let label = i18n::tr_args("gold-pool", &[("number", (i + 1).into())]);
            let texts = ui::texts(&self.app);
            let shown: u32 = texts
                .iter()
                .position(|t| *t == label)
                .and_then(|at| texts.get(at + 1))
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| format!("no count beside “{label}”: {texts:?}"))?;
            match shown.cmp(&pieces) {
                std::cmp::Ordering::Equal => return Ok(()),
                std::cmp::Ordering::Less => self.click_id(&format!("gold-pool-{i}-more"))?,
                std::cmp::Ordering::Greater => self.click_id(&format!("gold-pool-{i}-less"))?,
            }
        }
        Err(format!("pool {i} does not reach {pieces}"))
    }
}

/// Whom the window's gold award starts with: the last feature's holders
/// (its own function), or the active player.
fn last_holders(game: &Game) -> Vec<PlayerId> {
    meeple_companion::app::game::panels::gold::last_feature(game)
        .map(|(_, holders)| holders)
        .unwrap_or_else(|| vec![game.state().turn.player])
}

fn capitalised(words: &str) -> String {
    let mut chars = words.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Plays `script` through the window in `pass`, checking the report after
/// every line.
fn play(name: &str, script: &str, pass: Pass) -> Played {
    let lines: Vec<&str> = script.lines().collect();
    let Some(begin) = lines
        .iter()
        .position(|l| words(l).first().map(String::as_str) == Some("begin"))
    else {
        return Played {
            skipped: Some("no `begin`".into()),
            ..Played::default()
        };
    };
    for line in &lines[begin + 1..] {
        if let Some(verb) = words(line).first()
            && let Some((_, why)) = LACKING.iter().find(|(v, _)| v == verb)
        {
            return Played {
                skipped: Some(format!("`{verb}`: {why}")),
                ..Played::default()
            };
        }
    }
    let setup = lines[..=begin].join("\n");
    let mut driver = Driver::open(&setup, pass);
    let mut accepted = setup.clone();
    let mut played = Played::default();
    let mut at = begin;
    while at + 1 < lines.len() {
        at += 1;
        let line = lines[at];
        let said = words(line);
        if said.is_empty() {
            continue;
        }
        if std::env::var_os("PARITY_TRACE").is_some() {
            eprintln!("{}: {:?}", at + 1, ui::texts(&driver.app));
        }
        let before = report(driver.game());
        // `end-game`: the window goes through the steps of the final
        // scoring to its end, the menu's Final scoring first during play,
        // and pays the deferred points at their step (RULES F1), where the
        // notation's line does it all in one command.
        let ways: Vec<String> = if said[0] == "end-game" {
            let start = if driver.phase() == Phase::Playing {
                "final-scoring\n"
            } else {
                ""
            };
            vec![
                format!("{start}end-game"),
                format!("{start}pay-deferred\nend-game"),
            ]
        } else {
            vec![line.to_owned()]
        };
        let outcome = driver.play(&said);
        let got = report(driver.game());
        let tries: Vec<(String, Result<Game, _>)> = ways
            .iter()
            .map(|way| {
                let attempt = format!("{accepted}\n{way}");
                let game = notation::run(&attempt, chrono::Utc::now);
                (attempt, game)
            })
            .collect();
        let chosen = tries
            .iter()
            .position(|(_, g)| g.as_ref().is_ok_and(|g| report(g) == got))
            .or_else(|| tries.iter().position(|(_, g)| g.is_ok()))
            .unwrap_or(0);
        let (attempt, expected) = tries.into_iter().nth(chosen).expect("a way");
        played.lines += 1;
        let Ok(game) = expected else {
            assert_eq!(
                got,
                before,
                "{name}:{}: `{line}` was refused by the notation, but the window changed the game",
                at + 1
            );
            played.refused += 1;
            continue;
        };
        if let Err(why) = outcome {
            panic!("{name}:{}: `{line}` ({pass:?}): {why}", at + 1);
        }
        accepted = attempt;
        if got == report(&game) {
            continue;
        }
        // A message drawn by End turn (or Another tile) resolved: the
        // window gives that command's follow-up with the resolution, one
        // tap where the notation writes the follow-up on a line of its
        // own (RULES MSG3, fix 6 of issue 29).
        let next = (at + 1..lines.len()).find(|i| !words(lines[*i]).is_empty());
        if let Some(next) = next
            && matches!(words(lines[next])[0].as_str(), "end-turn" | "another-tile")
        {
            let attempt = format!("{accepted}\n{}", lines[next]);
            if let Ok(game) = notation::run(&attempt, chrono::Utc::now)
                && got == report(&game)
            {
                accepted = attempt;
                at = next;
                played.followed += 1;
                continue;
            }
        }
        let want = report(&game);
        panic!(
            "{name}:{}: `{line}` ({pass:?}): the window's game differs from the notation's: {}",
            at + 1,
            differences(&got, &want, "").join("; ")
        );
    }
    played.clicked = driver.clicked;
    played
}

/// Where two reports differ: each path with the window's value and the
/// notation's.
fn differences(got: &serde_json::Value, want: &serde_json::Value, at: &str) -> Vec<String> {
    use serde_json::Value;
    match (got, want) {
        (Value::Object(a), Value::Object(b)) => {
            let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
            keys.sort();
            keys.dedup();
            keys.into_iter()
                .flat_map(|k| {
                    let null = Value::Null;
                    differences(
                        a.get(k).unwrap_or(&null),
                        b.get(k).unwrap_or(&null),
                        &format!("{at}.{k}"),
                    )
                })
                .collect()
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => a
            .iter()
            .zip(b)
            .enumerate()
            .flat_map(|(i, (x, y))| differences(x, y, &format!("{at}[{i}]")))
            .collect(),
        (a, b) if a == b => Vec::new(),
        (a, b) => vec![format!("{at}: window {a}, notation {b}")],
    }
}

/// The `.txt` scripts of `dir`, and its `.json` saves as the notation
/// exports them (every command, the undone ones too), by name.
fn scripts(dir: &std::path::Path) -> Vec<(String, String)> {
    let mut scripts = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.display().to_string();
        match path.extension().and_then(|e| e.to_str()) {
            Some("txt") => scripts.push((name, std::fs::read_to_string(&path).unwrap())),
            Some("json") if !name.ends_with(".report.json") => {
                // Read as the app reads a save: from a games folder of its own.
                let games = tempfile::tempdir().unwrap();
                let id = path.file_stem().unwrap().to_string_lossy().into_owned();
                std::fs::copy(&path, games.path().join(format!("{id}.json"))).unwrap();
                match Store::at(games.path()).load(&id) {
                    Ok(saved) => scripts.push((name, notation::export(&saved.game))),
                    Err(e) => eprintln!("{name}: not a save the app opens ({e:?}), left out"),
                }
            }
            _ => {}
        }
    }
    scripts.sort();
    scripts
}

/// `MEEPLE_COMPANION_GUI_SCRIPTS=DIR`: every script of DIR, by clicks and
/// by keys; skips are counted and printed.
#[test]
fn the_scripts_of_a_named_folder() {
    let Some(dir) = std::env::var_os("MEEPLE_COMPANION_GUI_SCRIPTS") else {
        return;
    };
    let _one = LANGUAGE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    i18n::set_language(i18n::Language::English);
    let mut skipped = 0;
    for (name, script) in scripts(std::path::Path::new(&dir)) {
        for pass in [Pass::Clicks, Pass::Keys] {
            let played = play(&name, &script, pass);
            eprintln!("{name} ({pass:?}): {played:?}");
            skipped += usize::from(played.skipped.is_some());
        }
    }
    eprintln!("skipped: {skipped}");
}

/// One test at a time: the language is the process's.
static LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Lines the keys pass may still play by a click, for want of a key:
/// taking back an extra turn queued by mistake (a correction, its ✕ beside
/// the queue; Undo takes it back by keys too).
const KEYLESS: &[&str] = &["cancel-extra-turn"];

/// Plays `script` in `pass` and `language`, and says how it went.
fn check_script(name: &str, script: &str, pass: Pass, language: i18n::Language) {
    let _one = LANGUAGE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    i18n::set_language(language);
    let started = Instant::now();
    let played = play(name, script, pass);
    eprintln!(
        "{name} ({pass:?}, {language:?}): {played:?} in {:?}",
        started.elapsed()
    );
    assert!(played.skipped.is_none(), "{name}: {played:?}");
    assert!(
        played.clicked.iter().all(|line| KEYLESS.contains(line)),
        "{name}: clicked in the keys pass: {:?}",
        played.clicked
    );
}

/// Plays the script `file` of tests/scripts in `pass`, in English.
fn check(file: &str, pass: Pass) {
    let name = format!("tests/scripts/{file}");
    let script = std::fs::read_to_string(&name).unwrap();
    check_script(&name, &script, pass, i18n::Language::English);
}

/// The worked examples of docs/notation.md: each `text` block that
/// begins a game.
fn worked_examples() -> Vec<(String, String)> {
    let doc = std::fs::read_to_string("docs/notation.md").unwrap();
    let mut examples = Vec::new();
    let mut block: Option<(usize, Vec<&str>)> = None;
    for (at, line) in doc.lines().enumerate() {
        match (&mut block, line.trim_end()) {
            (None, "```text") => block = Some((at + 1, Vec::new())),
            (Some((start, lines)), "```") => {
                if lines
                    .iter()
                    .any(|l| words(l).first().is_some_and(|w| w == "begin"))
                {
                    examples.push((format!("docs/notation.md:{start}"), lines.join("\n")));
                }
                block = None;
            }
            (Some((_, lines)), _) => lines.push(line),
            (None, _) => {}
        }
    }
    examples
}

#[test]
fn the_worked_examples_of_the_notation_by_clicks_and_keys_in_english_and_german() {
    let examples = worked_examples();
    assert!(examples.len() >= 6, "{} examples", examples.len());
    for (name, script) in examples {
        for language in [i18n::Language::English, i18n::Language::German] {
            for pass in [Pass::Clicks, Pass::Keys] {
                check_script(&name, &script, pass, language);
            }
        }
    }
}

#[test]
fn the_scripts_in_german() {
    for file in [
        "base-game.txt",
        "gold-mines.txt",
        "christmas.txt",
        "all-four.txt",
    ] {
        let name = format!("tests/scripts/{file}");
        let script = std::fs::read_to_string(&name).unwrap();
        for pass in [Pass::Clicks, Pass::Keys] {
            check_script(&name, &script, pass, i18n::Language::German);
        }
    }
}

#[test]
fn the_other_table_actions_by_clicks_and_keys() {
    for file in ["every-line.txt", "messages-drawn-by-hand.txt"] {
        let name = format!("tests/parity/{file}");
        let script = std::fs::read_to_string(&name).unwrap();
        for pass in [Pass::Clicks, Pass::Keys] {
            check_script(&name, &script, pass, i18n::Language::English);
        }
    }
}

/// Every save fixture the app opens (of every format), as the notation
/// exports it.
#[test]
fn every_save_fixture_by_clicks_and_keys() {
    for format in 1..=4 {
        let dir = format!("tests/saves/v{format}");
        for (name, script) in scripts(std::path::Path::new(&dir)) {
            if !name.ends_with(".json") {
                continue;
            }
            for pass in [Pass::Clicks, Pass::Keys] {
                check_script(&name, &script, pass, i18n::Language::English);
            }
        }
    }
}

#[test]
fn base_game_by_clicks() {
    check("base-game.txt", Pass::Clicks);
}

#[test]
fn saint_nicholas_by_clicks() {
    check("saint-nicholas.txt", Pass::Clicks);
}

#[test]
fn gold_mines_by_clicks() {
    check("gold-mines.txt", Pass::Clicks);
}

#[test]
fn christmas_by_clicks() {
    check("christmas.txt", Pass::Clicks);
}

#[test]
fn all_four_by_clicks() {
    check("all-four.txt", Pass::Clicks);
}

#[test]
fn base_game_by_keys() {
    check("base-game.txt", Pass::Keys);
}

#[test]
fn saint_nicholas_by_keys() {
    check("saint-nicholas.txt", Pass::Keys);
}

#[test]
fn gold_mines_by_keys() {
    check("gold-mines.txt", Pass::Keys);
}

#[test]
fn christmas_by_keys() {
    check("christmas.txt", Pass::Keys);
}

#[test]
fn all_four_by_keys() {
    check("all-four.txt", Pass::Keys);
}
