//! Home (many games), Setup (every expansion), Results and Settings: the
//! screens around the game. They may scroll (Rules::SCROLLS): their texts
//! must fit and their controls must not overlap; what stays in view
//! (Home's title and Settings, Setup's Start game, the results' bar) is
//! asked for by id.

use chrono::{TimeZone, Utc};
use meeple_companion::app::{App, Message, Screen as AppScreen, home, setup, summary};
use meeple_companion::engine::notation;
use meeple_companion::store::{SavedGame, Store};

use super::{Rules, Screen, State, names};
use crate::ui;

/// Home with more saved games than a page shows, finished and not, two
/// files that do not load (listed), and the totals over all games open.
pub const HOME: Screen = Screen {
    name: "home",
    states: home_states,
    rules: Rules::SCROLLS,
    steady: &["home-settings", "home-new-game"],
};

/// Setup with every expansion on and its options showing.
pub const SETUP: Screen = Screen {
    name: "setup",
    states: setup_states,
    rules: Rules::SCROLLS,
    steady: &["setup-start"],
};

/// The results of a finished game with every expansion, corrections and
/// gold, the second of its evening (its standing shown), before and after
/// Save summary, and with the BG Stats code open.
pub const RESULTS: Screen = Screen {
    name: "results",
    states: results_states,
    rules: Rules::SCROLLS,
    steady: &["summary-save"],
};

/// Fixing the setup of a game under way.
pub const FIX: Screen = Screen {
    name: "fix",
    states: fix_states,
    rules: Rules::SCROLLS,
    steady: &["setup-start"],
};

/// Stats over a folder of varied ended games (every expansion in some,
/// none in others, two player counts, a shared first place), in progress
/// and unreadable files left out; a player's merge choice open; two
/// spellings merged.
pub const STATS: Screen = Screen {
    name: "stats",
    states: stats_states,
    rules: Rules::SCROLLS,
    steady: &[],
};

/// Settings.
pub const SETTINGS: Screen = Screen {
    name: "settings",
    states: settings_states,
    rules: Rules::SCROLLS,
    steady: &[],
};

const COLOURS: [&str; 6] = ["red", "blue", "green", "yellow", "black", "purple"];

fn players_lines(players: usize) -> String {
    names(players)
        .iter()
        .zip(COLOURS)
        .map(|(name, colour)| format!("player \"{name}\" {colour}\n"))
        .collect()
}

/// A finished game of `players` with every expansion, scored in play and
/// at the end, with gold and a correction.
fn finished_script(players: usize) -> String {
    let names = names(players);
    let mut script = players_lines(players);
    script += "saint-nicholas\nmessages\ngold-mines\nchristmas\nbegin\n";
    script += &format!(
        "gold-tile\nscore city 12 \"{0}\"\ngold city 2 \"{0}\"\nend-turn\n",
        names[0]
    );
    script += &format!("score road 4 \"{}\"\nend-turn\n", names[1]);
    script += &format!("correct \"{}\" +3\n", names[1]);
    script += "final-scoring\n";
    script += &format!("score farm 9 \"{}\"\n", names[players - 1]);
    script += "end-game\n";
    script
}

/// A game of `players` under way, `turns` turns in.
fn playing_script(players: usize, turns: usize) -> String {
    let names = names(players);
    let mut script = players_lines(players);
    script += "begin\n";
    for turn in 0..turns {
        script += &format!(
            "score city {} \"{}\"\nend-turn\n",
            3 + turn,
            names[turn % players]
        );
    }
    script
}

/// A folder with more games of `players` than a page of Home, half of
/// them finished, and two files that do not load. Made once per player
/// count and kept for the whole walk (the screens only read it).
fn many_games(players: usize) -> &'static std::path::Path {
    use std::sync::{Mutex, OnceLock};
    static FOLDERS: OnceLock<Mutex<Vec<(usize, &'static tempfile::TempDir)>>> = OnceLock::new();
    let mut folders = FOLDERS.get_or_init(Mutex::default).lock().unwrap();
    if let Some((_, dir)) = folders.iter().find(|(p, _)| *p == players) {
        return dir.path();
    }
    let dir: &'static tempfile::TempDir = Box::leak(Box::new(tempfile::tempdir().unwrap()));
    let store = Store::at(dir.path());
    let finished = notation::run(&finished_script(players), Utc::now).unwrap();
    for n in 0..(home::PAGE + 6) {
        let at = Utc
            .with_ymd_and_hms(2026, 12, 1 + (n % 28) as u32, 20, (n % 60) as u32, 0)
            .unwrap();
        let game = if n % 2 == 0 {
            finished.clone()
        } else {
            notation::run(&playing_script(players, 1 + n % 5), move || at).unwrap()
        };
        store
            .save(&SavedGame {
                id: format!("game-{n:03}"),
                created: at,
                game,
            })
            .unwrap();
    }
    std::fs::write(dir.path().join("broken.json"), "{\"format\":2,").unwrap();
    std::fs::write(dir.path().join("half.json"), "{").unwrap();
    // Issue 27: the last played games carry Home's notes (on the Resume
    // card and the rows): an older format, changed outside the app, parts
    // this version does not know.
    let late = Utc.with_ymd_and_hms(2026, 12, 30, 21, 0, 0).unwrap();
    for (n, note) in ["older", "changed", "unknown"].into_iter().enumerate() {
        let late = late + chrono::Duration::minutes(n as i64);
        let game = notation::run(&playing_script(players, 2), move || late).unwrap();
        let json = meeple_companion::store::to_json(&SavedGame {
            id: format!("noted-{note}"),
            created: late,
            game,
        });
        let json = match note {
            "older" => {
                let (_, body) = json.split_once('\n').unwrap();
                body.replacen("\"format\":4", "\"format\":3", 1)
            }
            // A blank in the game line: the same game, another digest.
            "changed" => json.replacen("\"log\":[", "\"log\": [", 1),
            _ => json.replacen("\"log\":[", "\"river\":{\"tiles\":12},\"log\":[", 1),
        };
        std::fs::write(dir.path().join(format!("noted-{note}.json")), json).unwrap();
    }
    folders.push((players, dir));
    dir.path()
}

/// An app on Home of the folder of many games.
fn on_home(players: usize) -> App {
    ui::app_on(Ok(Store::at(many_games(players))))
}

fn send(app: &mut App, message: Message) {
    ui::update(app, message);
}

fn with_dir(state: State, dir: tempfile::TempDir) -> State {
    State {
        dir: Some(dir),
        ..state
    }
}

pub fn home_states(players: usize) -> Vec<State> {
    let listed = State::new("listed", on_home(players));
    let mut app = on_home(players);
    send(&mut app, Message::Home(home::Message::Unreadable(true)));
    send(&mut app, Message::Home(home::Message::Stats(true)));
    send(
        &mut app,
        Message::Home(home::Message::Delete("game-001".into())),
    );
    vec![
        listed,
        State::new("unreadable, totals and a delete open", app),
    ]
}

pub fn setup_states(players: usize) -> Vec<State> {
    // The last game's players are offered again.
    let mut app = on_home(players);
    send(&mut app, Message::Home(home::Message::NewGame));
    for on in [
        setup::Message::from(setup::saint_nicholas::Choice::Switch(true)),
        setup::Message::from(setup::messages::Choice::Switch(true)),
        setup::Message::from(setup::gold::Choice::Switch(true)),
        setup::Message::from(setup::christmas::Choice::Switch(true)),
    ] {
        send(&mut app, Message::Setup(on));
    }
    assert!(matches!(app.screen(), AppScreen::Setup(_)));
    let everything = State::new("every expansion", app);
    // A name left empty: the error shows in the bar above Start game.
    let mut app = on_home(players);
    send(&mut app, Message::Home(home::Message::NewGame));
    send(
        &mut app,
        Message::Setup(setup::Message::Name(0, String::new())),
    );
    send(&mut app, Message::Setup(setup::Message::Begin));
    // Issue 27: a name over 128 bytes, refused with its length.
    let mut app2 = on_home(players);
    send(&mut app2, Message::Home(home::Message::NewGame));
    send(
        &mut app2,
        Message::Setup(setup::Message::Name(0, "日\u{301}\u{302}".repeat(20))),
    );
    send(&mut app2, Message::Setup(setup::Message::Begin));
    vec![
        everything,
        State::new("a name missing", app),
        State::new("a name too long in bytes", app2),
    ]
}

/// Fixing the setup of a game under way, with the note naming the
/// players whose hands the fix changes above *Apply to this game*. (The
/// screen as it opens, without the note, is not walked yet: at some sizes
/// a line of its page meets the bar's edge where the harness reads it as
/// cut off; see issue 26's report.)
pub fn fix_states(players: usize) -> Vec<State> {
    vec![fixing(players, true)]
}

/// Fixing the setup of a game under way; with `moved`, so that the second
/// player sits first and starts: the replay draws the first player's card
/// for them, and the note before *Apply to this game* names both.
fn fixing(players: usize, moved: bool) -> State {
    // Not walked without the note yet (see `fix_states`).
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut order: Vec<String> = vec!["15".into()];
    order.extend((1..=32).filter(|n| *n != 15).map(|n| n.to_string()));
    let script = format!(
        "{}christmas\nshuffle cloister {}\nbegin\ndraw cloister\n",
        players_lines(players),
        order.join(" ")
    );
    let game = notation::run(&script, Utc::now).unwrap();
    let id = "fixing".to_owned();
    store
        .save(&SavedGame {
            id: id.clone(),
            created: Utc::now(),
            game,
        })
        .unwrap();
    let mut app = ui::app_on(Ok(Store::at(dir.path())));
    send(&mut app, Message::Home(home::Message::Resume(id)));
    send(
        &mut app,
        Message::Game(meeple_companion::app::game::Message::FixSetup),
    );
    if !moved {
        return with_dir(State::new("fixing", app), dir);
    }
    send(&mut app, Message::Setup(setup::Message::Up(1)));
    send(&mut app, Message::Setup(setup::Message::StartPlayer(0)));
    let AppScreen::Setup(screen) = app.screen() else {
        panic!("not the fix screen");
    };
    assert_eq!(screen.hands_changed().len(), 2, "the note names both");
    with_dir(
        State::new("fixing: the hands of two players change", app),
        dir,
    )
}

pub fn results_states(players: usize) -> Vec<State> {
    let build = || {
        let dir = tempfile::tempdir().unwrap();
        let at = || Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap();
        let game = notation::run(&finished_script(players), at).unwrap();
        Store::at(dir.path())
            .save(&SavedGame {
                id: "finished".into(),
                created: at(),
                game,
            })
            .unwrap();
        // An earlier game of the same evening: the results show its standing.
        let before = || Utc.with_ymd_and_hms(2026, 12, 6, 18, 30, 0).unwrap();
        let game = notation::run(&varied_script(players, players, 1), before).unwrap();
        Store::at(dir.path())
            .save(&SavedGame {
                id: "earlier".into(),
                created: before(),
                game,
            })
            .unwrap();
        let mut app = ui::app_on(Ok(Store::at(dir.path())));
        send(
            &mut app,
            Message::Home(home::Message::Resume("finished".into())),
        );
        assert!(matches!(app.screen(), AppScreen::Summary(_)));
        (dir, app)
    };
    let (dir, app) = build();
    let shown = State::new("shown", app);
    let (dir2, mut app) = build();
    send(&mut app, Message::Summary(summary::Message::SaveSummary));
    let saved = State::new("summary saved", app);
    let (dir3, mut app) = build();
    send(&mut app, Message::Summary(summary::Message::BgStats(true)));
    let posted = State::new("the BG Stats code open", app);
    vec![
        with_dir(shown, dir),
        with_dir(saved, dir2),
        with_dir(posted, dir3),
    ]
}

/// A base game of the first `count` of `players`' names, the winner
/// turning with `n` (a shared first place when `n` is a multiple of 5).
fn varied_script(players: usize, count: usize, n: usize) -> String {
    let names = names(players);
    let mut script: String = names
        .iter()
        .take(count)
        .zip(COLOURS)
        .map(|(name, colour)| format!("player \"{name}\" {colour}\n"))
        .collect();
    script += "begin\n";
    for (seat, name) in names.iter().take(count).enumerate() {
        let points = if n.is_multiple_of(5) && seat < 2 {
            20
        } else {
            3 + (seat * 7 + n * 5) % 17
        };
        script += &format!("score city {points} \"{name}\"\nend-turn\n");
    }
    script + "final-scoring\nend-game\n"
}

/// The stats of a folder of ten ended games an evening apart (two the
/// last evening), a game in progress and a file that does not load.
fn stats_folder(players: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    for n in 0..10_usize {
        let day = 1 + (n as u32).min(8);
        let at = Utc.with_ymd_and_hms(2026, 12, day, 19, 0, 0).unwrap()
            + chrono::Duration::minutes(60 * n as i64);
        let script = if n.is_multiple_of(3) {
            finished_script(players)
        } else {
            let count = if n.is_multiple_of(2) {
                players
            } else {
                players.max(3) - 1
            };
            varied_script(players, count, n)
        };
        let game = notation::run(&script, move || at).unwrap();
        store
            .save(&SavedGame {
                id: format!("game-{n:02}"),
                created: at,
                game,
            })
            .unwrap();
    }
    // The second player under another spelling, in a game without them:
    // the two may be merged.
    let names = names(players);
    let other = format!(
        "player \"{}\" red\nplayer \"M. Wiśniewska-Żó\" blue\nbegin\nscore city 5 \"M. Wiśniewska-Żó\"\nend-turn\nfinal-scoring\nend-game\n",
        names[0]
    );
    let at = Utc.with_ymd_and_hms(2026, 11, 20, 19, 0, 0).unwrap();
    let game = notation::run(&other, move || at).unwrap();
    store
        .save(&SavedGame {
            id: "game-other".into(),
            created: at,
            game,
        })
        .unwrap();
    let playing = notation::run(&playing_script(players, 2), Utc::now).unwrap();
    store
        .save(&SavedGame {
            id: "playing".into(),
            created: Utc::now(),
            game: playing,
        })
        .unwrap();
    std::fs::write(dir.path().join("broken.json"), "{").unwrap();
    dir
}

pub fn stats_states(players: usize) -> Vec<State> {
    use meeple_companion::app::stats;
    let open = |players: usize| {
        let dir = stats_folder(players);
        let mut app = ui::app_on(Ok(Store::at(dir.path())));
        send(&mut app, Message::Home(home::Message::OpenStats));
        assert!(matches!(app.screen(), AppScreen::Stats(_)));
        (dir, app)
    };
    let names = names(players);
    let (dir, app) = open(players);
    let shown = with_dir(State::new("every game", app), dir);
    let (dir, mut app) = open(players);
    send(
        &mut app,
        Message::Stats(stats::Message::Choose(names[1].clone())),
    );
    send(
        &mut app,
        Message::Stats(stats::Message::Merging(Some(names[1].clone()))),
    );
    send(
        &mut app,
        Message::Stats(stats::Message::Player(names[1].clone())),
    );
    let merging = with_dir(
        State::new("a player filtered, a merge choice open", app),
        dir,
    );
    let (dir, mut app) = open(players);
    // A merge saves the settings, which applies their language: the walk's
    // is put back.
    let language = meeple_companion::i18n::language();
    send(
        &mut app,
        Message::Stats(stats::Message::Merge {
            name: "M. Wiśniewska-Żó".into(),
            into: names[1].clone(),
        }),
    );
    meeple_companion::i18n::set_language(language);
    send(
        &mut app,
        Message::Stats(stats::Message::Period(stats::Period::Evening)),
    );
    let merged = with_dir(State::new("two names merged, this evening", app), dir);
    vec![shown, merging, merged]
}

pub fn settings_states(_players: usize) -> Vec<State> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::app_on(Ok(Store::at(dir.path())));
    send(&mut app, Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), AppScreen::Settings(_)));
    let shown = State::new("shown", app);
    // About with the licence notices open.
    let dir2 = tempfile::tempdir().unwrap();
    let mut app = ui::app_on(Ok(Store::at(dir2.path())));
    send(&mut app, Message::Home(home::Message::Settings));
    send(
        &mut app,
        Message::Settings(meeple_companion::app::settings::Message::Notices(true)),
    );
    vec![
        with_dir(shown, dir),
        with_dir(State::new("about with the notices", app), dir2),
    ]
}

/// Labels that must sit in the middle of their button, not at its top
/// (issue 19, bug 10: "Fix the setup…"), in English at 1280×800: the
/// middle of the drawn words within 2 px of the middle of the box drawn
/// round them.
pub fn uncentred_labels() -> Vec<String> {
    use meeple_companion::app::game;
    use meeple_companion::i18n::{self, Language};
    i18n::set_language(Language::English);
    let dir = tempfile::tempdir().unwrap();
    let at = || Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap();
    let game = notation::run("player Anna red\nplayer Bert blue\nbegin\n", at).unwrap();
    Store::at(dir.path())
        .save(&SavedGame {
            id: "g".into(),
            created: at(),
            game,
        })
        .unwrap();
    let mut app = ui::app_on(Ok(Store::at(dir.path())));
    send(&mut app, Message::Home(home::Message::Resume("g".into())));
    send(&mut app, Message::Game(game::Message::History(true)));
    let frame = super::Frame::new(&app, super::SIZES[1]);
    let mut problems = Vec::new();
    for label in ["Fix the setup…"] {
        let Some(text) = frame.text(label) else {
            problems.push(format!("{label:?} is not on show"));
            continue;
        };
        let middle = text.drawn.center_y();
        let around = frame
            .boxes
            .iter()
            .map(|b| b.bounds)
            .filter(|b| super::contains(b, &text.drawn))
            .min_by(|a, b| (a.width * a.height).total_cmp(&(b.width * b.height)));
        match around {
            Some(b) if (b.center_y() - middle).abs() > 2.0 => problems.push(format!(
                "{label:?} is not centred in its button: words at {:?}, button {b:?}",
                text.drawn
            )),
            Some(_) => {}
            None => problems.push(format!("{label:?} has no box round it")),
        }
    }
    problems
}

/// The controls these screens keep in view whatever they list (issue 19,
/// bug 2: with six long names at 1100×700 Settings was squeezed to
/// nothing beside Resume, which the renderer then does not draw at all):
/// each is on show, inside the window and at least 44 px, in every size
/// and language, with six players.
pub fn kept_in_view() -> Vec<String> {
    use meeple_companion::i18n::{self, Language};
    /// A screen's name, its states and the ids that must be on show.
    type Kept = (
        &'static str,
        fn(usize) -> Vec<State>,
        &'static [&'static str],
    );
    let screens: [Kept; 3] = [
        ("home", home_states, &["home-settings", "home-new-game"]),
        ("setup", setup_states, &["setup-start"]),
        ("results", results_states, &["summary-save"]),
    ];
    let mut problems = Vec::new();
    for language in super::LANGUAGES {
        i18n::set_language(language);
        for (name, states, ids) in screens {
            for state in states(6) {
                for size in super::SIZES {
                    let frame = super::Frame::new(&state.app, size);
                    for id in ids {
                        let at = format!(
                            "{name} {} {}×{} [{}]: {id}",
                            language.code(),
                            size.width,
                            size.height,
                            state.name
                        );
                        match frame.bounds(id) {
                            None => problems.push(format!("{at} is not on show")),
                            Some(b) if b.width < 44.0 || b.height < 44.0 => {
                                problems.push(format!("{at} is {:.0}×{:.0}", b.width, b.height))
                            }
                            Some(b) if !super::contains(&frame.window(), &b) => {
                                problems.push(format!("{at} leaves the window ({b:?})"))
                            }
                            Some(_) => {}
                        }
                    }
                }
            }
        }
    }
    i18n::set_language(Language::English);
    problems
}

/// A game this window cannot save: the question before leaving it (read-
/// only, asked before Home with a *Save as a new game* that failed; asked
/// before closing), and the results of games whose file another program
/// replaced or that cannot be saved as a new game, with their banners.
/// (On the game screen a banner takes room the game needs at 1100×700:
/// `docs/reliability.md`.)
pub const LEAVING: Screen = Screen {
    name: "leaving",
    states: leaving_states,
    rules: Rules::SCROLLS,
    steady: &[],
};

pub fn leaving_states(players: usize) -> Vec<State> {
    use crate::faults::{self, Fault};
    use meeple_companion::app::{Offer, game};
    use meeple_companion::engine::{Command, Kind};
    let played = |dir: &tempfile::TempDir, script: &str| {
        let game = notation::run(script, Utc::now).unwrap();
        let saved = SavedGame {
            id: "g".into(),
            created: Utc::now(),
            game,
        };
        Store::at(dir.path()).save(&saved).unwrap();
    };
    let playing = playing_script(players, 2);
    let finished = finished_script(players);
    let score = |app: &mut App| {
        for message in [
            game::Message::Digit(5),
            game::Message::Score(Kind::City),
            game::Message::EndTurn,
        ] {
            send(app, Message::Game(message));
        }
    };
    let resume = |app: &mut App| send(app, Message::Home(home::Message::Resume("g".into())));
    // A lock that cannot be had: read-only; Home asked; Save as a new
    // game fails too.
    let dir = tempfile::tempdir().unwrap();
    played(&dir, &playing);
    let (store, disk) = faults::store(dir.path());
    disk.set(Fault::LockDenied);
    let mut asked = ui::app_on(Ok(store));
    resume(&mut asked);
    score(&mut asked);
    send(&mut asked, Message::Game(game::Message::Home));
    send(&mut asked, Message::Offer(Offer::SaveAsNew));
    assert!(asked.closing_question().is_some() && asked.save_as_new_problem().is_some());
    let asked = with_dir(State::new("read-only, asked before Home", asked), dir);
    // The same, closing the window.
    let dir = tempfile::tempdir().unwrap();
    played(&dir, &playing);
    let (store, disk) = faults::store(dir.path());
    disk.set(Fault::LockDenied);
    let mut closing = ui::app_on(Ok(store));
    resume(&mut closing);
    score(&mut closing);
    send(
        &mut closing,
        Message::CloseRequested(iced::window::Id::unique()),
    );
    let closing = with_dir(State::new("read-only, asked before closing", closing), dir);
    // The results of a game whose file another program replaced: found
    // by the save of Back to the game; the end again, on the results.
    let dir = tempfile::tempdir().unwrap();
    played(&dir, &finished);
    let mut replaced = ui::app_on(Ok(Store::at(dir.path())));
    resume(&mut replaced);
    let mut theirs = Store::at(dir.path()).load("g").unwrap();
    theirs.game.undo().unwrap();
    theirs.game.execute(Command::EndGame, Utc::now()).unwrap();
    let temp = dir.path().join("theirs.tmp");
    std::fs::write(&temp, meeple_companion::store::to_json(&theirs)).unwrap();
    std::fs::rename(&temp, dir.path().join("g.json")).unwrap();
    send(
        &mut replaced,
        Message::Summary(summary::Message::BackToGame),
    );
    send(&mut replaced, Message::Game(game::Message::Redo));
    assert!(matches!(replaced.screen(), AppScreen::Summary(_)));
    assert!(replaced.read_only().is_some());
    let replaced = with_dir(State::new("results, its file replaced", replaced), dir);
    // Results that cannot be saved as a new game either.
    let dir = tempfile::tempdir().unwrap();
    played(&dir, &finished);
    let (store, disk) = faults::store(dir.path());
    disk.set(Fault::LockDenied);
    let mut failed = ui::app_on(Ok(store));
    resume(&mut failed);
    send(&mut failed, Message::Offer(Offer::SaveAsNew));
    assert!(failed.save_as_new_problem().is_some());
    let failed = with_dir(
        State::new("results, Save as a new game failed", failed),
        dir,
    );
    vec![asked, closing, replaced, failed]
}
