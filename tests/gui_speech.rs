//! Spoken prompts (issue 33): a fake speech service on a unix socket in a
//! temporary folder hears exactly what a scripted game with every
//! expansion gives the table to hear, through the app's update loop, in
//! English and in German, with the sounds, the cut-offs and the Undo; a
//! missing socket and a service that hangs or closes leave the app
//! responsive, and Settings says so once.

mod ui;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use meeple_companion::app::game::final_scoring;
use meeple_companion::app::settings;
use meeple_companion::app::speech::Trouble;
use meeple_companion::app::{App, Message, Screen, game, home};
use meeple_companion::engine::{Kind, PlayerId, christmas, notation};
use meeple_companion::store::SettingsFile;

/// The language is the process's: one test at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// How the fake service behaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Behaviour {
    /// Answers as speech-dispatcher does.
    Answers,
    /// Takes the connection and never answers.
    Hangs,
    /// Takes the connection and closes it.
    Closes,
}

/// What the fake service heard, with when.
#[derive(Debug, Clone, Default)]
struct Heard(Arc<Mutex<Vec<(Instant, String)>>>);

impl Heard {
    fn lines(&self) -> Vec<String> {
        self.0
            .lock()
            .unwrap()
            .iter()
            .map(|(_, l)| l.clone())
            .collect()
    }

    fn len(&self) -> usize {
        self.0.lock().unwrap().len()
    }

    /// Waits until nothing new has come for a while (at most 5 s).
    fn quiet(&self) {
        let start = Instant::now();
        let mut seen = self.len();
        let mut since = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(10));
            let now = self.len();
            if now != seen {
                seen = now;
                since = Instant::now();
            } else if since.elapsed() > Duration::from_millis(150) {
                return;
            }
        }
    }

    /// Everything heard since `from`, and empties nothing.
    fn since(&self, from: usize) -> Vec<String> {
        self.lines().split_off(from.min(self.len()))
    }
}

/// A fake speech service at `socket`.
fn serve(socket: &Path, behaviour: Behaviour) -> Heard {
    let heard = Heard::default();
    let listener = UnixListener::bind(socket).unwrap();
    let log = heard.clone();
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        for stream in listener.incoming() {
            let Ok(stream) = stream else { return };
            match behaviour {
                Behaviour::Answers => {
                    let log = log.clone();
                    std::thread::spawn(move || answer(stream, &log));
                }
                Behaviour::Hangs => kept.push(stream),
                Behaviour::Closes => drop(stream),
            }
        }
    });
    heard
}

/// Answers one client as speech-dispatcher would, noting what it is
/// asked to say.
fn answer(stream: UnixStream, heard: &Heard) {
    let mut writer = stream.try_clone().unwrap();
    let mut lines = BufReader::new(stream).lines();
    let note = |line: String| heard.0.lock().unwrap().push((Instant::now(), line));
    while let Some(Ok(line)) = lines.next() {
        let line = line.trim_end_matches('\r').to_owned();
        let reply = if line == "SPEAK" {
            writer.write_all(b"230 OK RECEIVING DATA\r\n").unwrap();
            let mut text = Vec::new();
            for line in lines.by_ref() {
                let line = line.unwrap().trim_end_matches('\r').to_owned();
                if line == "." {
                    break;
                }
                text.push(line.strip_prefix('.').map_or(line.clone(), str::to_owned));
            }
            note(format!("say: {}", text.join("\n")));
            "225-1\r\n225 OK MESSAGE QUEUED"
        } else if let Some(name) = line.strip_prefix("SOUND_ICON ") {
            note(format!("sound: {name}"));
            "212 OK SOUND ICON QUEUED"
        } else if line == "CANCEL self" {
            note("cancel".into());
            "213 OK CANCELED"
        } else if let Some(language) = line.strip_prefix("SET self LANGUAGE ") {
            note(format!("language: {language}"));
            "201 OK LANGUAGE SET"
        } else if line == "LIST SYNTHESIS_VOICES" {
            "249-english\ten\tnone\r\n249-german\tde\tnone\r\n249 OK VOICE LIST SENT"
        } else if line.starts_with("SET self ") {
            "200 OK SET"
        } else {
            "500 ERR UNKNOWN COMMAND"
        };
        writer.write_all(format!("{reply}\r\n").as_bytes()).unwrap();
    }
}

/// The setup of every expansion at once, fixed orders (tests/scripts).
const SETUP: &str = "\
player Anna red
player Bert blue
tiles 30
saint-nicholas
messages
gold-mines
christmas
shuffle messages 1 2 3 4 5 6 7 8
shuffle cloister 1 15 17 27 3 5 7 9 11 13 19 21 23 25 29 31 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32
shuffle roadside 5 11 31 1 2 3 4 6 7 8 9 10 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 32
begin
";

/// The app on the game of [`SETUP`], speech and sounds on in the
/// settings in `language`, speaking to `socket`.
fn table(dir: &tempfile::TempDir, socket: PathBuf, language: &str) -> App {
    table_with(dir, socket, language, r#"{"on":true,"sounds":true}"#)
}

/// The same with these speech settings.
fn table_with(dir: &tempfile::TempDir, socket: PathBuf, language: &str, speech: &str) -> App {
    let config = dir.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("settings.json"),
        format!(r#"{{"language":"{language}","speech":{speech}}}"#),
    )
    .unwrap();
    let game = notation::run(SETUP, chrono::Utc::now).unwrap();
    let (store, id) = ui::saved(dir, game);
    let mut app = ui::app_with(Ok(store), Some(SettingsFile::at(config)));
    app.speak_to(socket);
    ui::update(&mut app, Message::Home(home::Message::Resume(id)));
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "{:?}",
        app.screen()
    );
    app
}

/// When the last command was given.
static LAST_COMMAND: Mutex<Option<Instant>> = Mutex::new(None);

fn play(app: &mut App, message: game::Message) -> Duration {
    let start = Instant::now();
    *LAST_COMMAND.lock().unwrap() = Some(start);
    ui::update(app, Message::Game(message));
    start.elapsed()
}

/// Scores `points` for a city of `player`'s.
fn city(app: &mut App, player: u8, points: u32) {
    score(app, player, points, Kind::City);
}

/// Scores `points` for a feature of `player`'s.
fn score(app: &mut App, player: u8, points: u32, kind: Kind) {
    play(app, game::Message::Toggle(PlayerId(player)));
    for digit in points.to_string().chars() {
        play(app, game::Message::Digit(digit.to_digit(10).unwrap()));
    }
    play(app, game::Message::Score(kind));
}

/// The scripted game, step by step: what the service heard after each.
/// And the times from each step's last command to the first thing the
/// service heard of it.
fn scripted(language: &str) -> (Vec<Vec<String>>, Vec<Duration>) {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let heard = serve(&socket, Behaviour::Answers);
    let mut app = table(&dir, socket, language);
    let mut steps = Vec::new();
    let mut latency = Vec::new();
    let mut step = |app: &mut App, act: &dyn Fn(&mut App)| {
        let from = heard.len();
        act(app);
        let sent = LAST_COMMAND.lock().unwrap().unwrap_or_else(Instant::now);
        heard.quiet();
        if let Some((at, _)) = heard.0.lock().unwrap().get(from) {
            latency.push(at.saturating_duration_since(sent));
        }
        steps.push(heard.since(from));
    };
    step(&mut app, &|app| city(app, 0, 7));
    step(&mut app, &|app| {
        play(app, game::Message::EndTurn);
    });
    step(&mut app, &|app| city(app, 1, 7));
    step(&mut app, &|app| {
        play(app, game::Message::EndTurn);
    });
    step(&mut app, &|app| city(app, 1, 3));
    step(&mut app, &|app| {
        play(app, game::Message::EndTurn);
    });
    step(&mut app, &|app| {
        play(app, game::Message::Answer(0));
    });
    step(&mut app, &|app| {
        play(app, draw(christmas::ROADSIDE));
    });
    step(&mut app, &|app| {
        play(
            app,
            christmas_message(game::panels::christmas::Message::Player(PlayerId(1))),
        );
        play(app, game::Message::Answer(1));
    });
    step(&mut app, &|app| {
        play(app, game::Message::Answer(1));
    });
    step(&mut app, &|app| {
        play(app, game::Message::Undo);
    });
    step(&mut app, &|app| {
        play(app, game::Message::Redo);
    });
    step(&mut app, &|app| {
        play(app, game::Message::FinalScoring);
        play(app, game::Message::ConfirmFinalScoring);
    });
    step(&mut app, &|app| {
        play(app, game::Message::Final(final_scoring::Message::Next));
        play(app, game::Message::Final(final_scoring::Message::Next));
        play(
            app,
            game::Message::Final(final_scoring::Message::Kind(Kind::Road)),
        );
        play(app, game::Message::Toggle(PlayerId(1)));
        play(app, game::Message::Digit(4));
        play(app, game::Message::Final(final_scoring::Message::Add));
    });
    step(&mut app, &|app| {
        play(app, game::Message::EndGame);
    });
    (steps, latency)
}

fn christmas_message(message: game::panels::christmas::Message) -> game::Message {
    game::Message::Panel(message.into())
}

fn draw(deck: meeple_companion::engine::DeckId) -> game::Message {
    christmas_message(game::panels::christmas::Message::Draw(deck))
}

/// What the table hears after each step of [`scripted`], in English.
const ENGLISH: &[&[&str]] = &[
    // Anna scores a city of 7: nothing to say.
    &[],
    &["language: en", "cancel", "say: Bert’s turn"],
    // Bert is the last to reach 6 (RULES SN1): the board's sound.
    &[
        "sound: prompt",
        "say: Bert earns an extra turn (the last to reach 6)",
    ],
    &["cancel", "say: Bert’s extra turn"],
    &[],
    // His meeple on 10, a dark space: a message, read out whole.
    &[
        "cancel",
        "sound: message",
        "say: Bert’s meeple landed on 10: draw a message. Message 1: Shortest road",
        "say: Bert: Message 1 · Shortest road. Choose a road with one of your robbers on it \
         (you need not hold the majority). If you can choose among several, take the one worth \
         least. Score the points that road would get in the final scoring. The robber stays on \
         the road.",
    ],
    // Taking two points ends the turn that drew it.
    &["cancel", "say: Anna’s turn"],
    // A *now* card, then the shield question, to Bert.
    &[
        "cancel",
        "say: Anna: Join a city. Place a follower in a city occupied by another player.",
    ],
    &[
        "cancel",
        "say: Bert, a shield? Anna uses “Join a city” against Bert, who cancels it only with a \
         shield in hand.",
    ],
    &[],
    // Undo stops what is said; a redo says nothing new.
    &["cancel"],
    &["cancel"],
    &[
        "cancel",
        "say: Final scoring: enter the points of unfinished features and farms, then end the game.",
    ],
    &["say: Anna +4, Bert +4 road"],
    &["cancel", "say: Bert wins!"],
];

/// The same in German.
const GERMAN: &[&[&str]] = &[
    &[],
    &["language: de", "cancel", "say: Bert ist am Zug"],
    &[
        "sound: prompt",
        "say: Bert erhält einen Extrazug (als Letzte(r) auf 6)",
    ],
    &["cancel", "say: Extrazug von Bert"],
    &[],
    &[
        "cancel",
        "sound: message",
        "say: Meeple von Bert landet auf 10: Zieht eine Botschaft. Botschaft 1: Kürzeste Straße",
        "say: Bert: Botschaft 1 · Kürzeste Straße. Wähle eine Straße mit einem deiner \
         Wegelagerer (die Mehrheit brauchst du nicht). Hast du mehrere zur Wahl, nimm die mit dem \
         geringsten Wert. Werte die Punkte, die diese Straße in der Schlusswertung bekäme. Der \
         Wegelagerer bleibt auf der Straße.",
    ],
    &["cancel", "say: Anna ist am Zug"],
    &[
        "cancel",
        "say: Anna: In eine besetzte Stadt. Setze einen Gefolgsmann in eine Stadt, die eine \
         andere Person besetzt.",
    ],
    &[
        "cancel",
        "say: Bert, ein Schild? Anna setzt „In eine besetzte Stadt“ gegen Bert ein; abwehren \
         geht nur mit einem Schild auf der Hand.",
    ],
    &[],
    &["cancel"],
    &["cancel"],
    &[
        "cancel",
        "say: Schlusswertung: Gebt die Punkte unfertiger Gebiete und der Wiesen ein und beendet \
         dann das Spiel.",
    ],
    &["say: Anna +4, Bert +4 Straße"],
    &["cancel", "say: Bert gewinnt!"],
];

#[test]
fn a_scripted_game_is_heard_in_english_and_in_german() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    for (language, want) in [("en", ENGLISH), ("de", GERMAN)] {
        let (steps, mut latency) = scripted(language);
        latency.sort();
        let want: Vec<Vec<String>> = want
            .iter()
            .map(|step| step.iter().map(|l| (*l).to_owned()).collect())
            .collect();
        assert_eq!(steps, want, "{language}");
        // From the command to the utterance at the service (issue 33:
        // under 50 ms here; bounded loosely for a loaded machine).
        let (median, most) = (latency[latency.len() / 2], latency[latency.len() - 1]);
        eprintln!("{language}: command to utterance: median {median:?}, at most {most:?}");
        assert!(most < Duration::from_millis(500), "{latency:?}");
    }
}

/// Plays a few turns at a table whose service is `behaviour` (or
/// missing): every command returns at once; then Settings says once
/// that speech is not available.
fn silent_table(behaviour: Option<Behaviour>) {
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    if let Some(behaviour) = behaviour {
        serve(&socket, behaviour);
    }
    let mut app = table(&dir, socket, "en");
    let mut slowest = Duration::ZERO;
    for _ in 0..3 {
        slowest = slowest.max(play(&mut app, game::Message::EndTurn));
        slowest = slowest.max(play(&mut app, game::Message::Undo));
        slowest = slowest.max(play(&mut app, game::Message::EndTurn));
    }
    eprintln!("{behaviour:?}: the slowest command took {slowest:?}");
    assert!(slowest < Duration::from_millis(250), "{slowest:?}");
    let start = Instant::now();
    while app.speech_trouble().is_none() && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(app.speech_trouble(), Some(Trouble::Unavailable));
    play(&mut app, game::Message::Home);
    ui::update(&mut app, Message::Home(home::Message::Settings));
    let note = "Speech is not available: install speech-dispatcher. The app goes on silent.";
    let shown = ui::texts(&app)
        .iter()
        .filter(|t| t.as_str() == note)
        .count();
    assert_eq!(shown, 1, "{:?}", ui::texts(&app));
}

#[test]
fn a_missing_service_leaves_the_table_silent_and_settings_says_so_once() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    silent_table(None);
}

#[test]
fn a_service_that_hangs_or_closes_leaves_the_table_responsive() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    silent_table(Some(Behaviour::Hangs));
    silent_table(Some(Behaviour::Closes));
}

#[test]
fn turning_speech_on_says_so_and_settings_hears_whether_it_could() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let heard = serve(&socket, Behaviour::Answers);
    let mut app = ui::app_with(
        Ok(meeple_companion::store::Store::at(dir.path())),
        Some(SettingsFile::at(dir.path().join("config"))),
    );
    app.speak_to(socket);
    ui::update(&mut app, Message::Home(home::Message::Settings));
    let on = |on| Message::Settings(settings::Message::Speech(settings::speech::Choice::On(on)));
    ui::update(&mut app, on(true));
    heard.quiet();
    assert_eq!(
        heard.lines(),
        ["language: en", "cancel", "say: Spoken prompts are on."]
    );
    assert!(app.settings().speech.on);
    assert_eq!(app.speech_trouble(), None);
    ui::update(&mut app, on(false));
    // Speech off: a game says nothing.
    assert!(!app.settings().speech.on);

    // No service: turning it on says so in Settings at once.
    let mut app = ui::app_with(
        Ok(meeple_companion::store::Store::at(dir.path())),
        Some(SettingsFile::at(dir.path().join("config"))),
    );
    app.speak_to(dir.path().join("missing.sock"));
    ui::update(&mut app, Message::Home(home::Message::Settings));
    ui::update(&mut app, on(true));
    let note = "Speech is not available: install speech-dispatcher. The app goes on silent.";
    let shown = ui::texts(&app)
        .iter()
        .filter(|t| t.as_str() == note)
        .count();
    assert_eq!(shown, 1, "{:?}", ui::texts(&app));
}

#[test]
fn the_menu_switches_speech_for_this_run_and_the_sounds_play_with_speech_off() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let heard = serve(&socket, Behaviour::Answers);
    let mut app = table(&dir, socket, "en");
    play(&mut app, game::Message::Speak(false));
    play(&mut app, game::Message::EndTurn);
    heard.quiet();
    assert!(heard.lines().is_empty(), "{:?}", heard.lines());
    play(&mut app, game::Message::Speak(true));
    play(&mut app, game::Message::EndTurn);
    heard.quiet();
    assert_eq!(
        heard.lines(),
        ["language: en", "cancel", "say: Anna’s turn"]
    );
    // For this run only: the settings keep speech on.
    assert!(app.settings().speech.on);

    // Sounds alone: Bert, the last to reach 6, earns a turn (RULES SN1).
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let heard = serve(&socket, Behaviour::Answers);
    let mut app = table_with(&dir, socket, "en", r#"{"sounds":true}"#);
    city(&mut app, 0, 7);
    play(&mut app, game::Message::EndTurn);
    city(&mut app, 1, 7);
    heard.quiet();
    assert_eq!(heard.lines(), ["language: en", "sound: prompt"]);

    // Neither: the service hears nothing at all.
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let heard = serve(&socket, Behaviour::Answers);
    let mut app = table_with(&dir, socket, "en", "{}");
    city(&mut app, 0, 7);
    play(&mut app, game::Message::EndTurn);
    city(&mut app, 1, 7);
    heard.quiet();
    assert!(heard.lines().is_empty(), "{:?}", heard.lines());
}

/// A letter key as the keyboard sends it.
fn letter(app: &mut App, letter: &str) {
    use iced::keyboard::{self, Key, Location, Modifiers, key};
    let pressed = Key::Character(letter.into());
    ui::update(
        app,
        meeple_companion::app::Message::Key(keyboard::Event::KeyPressed {
            key: pressed.clone(),
            modified_key: pressed,
            physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers: Modifiers::empty(),
            text: Some(letter.into()),
            repeat: false,
        }),
    );
}

/// The Menu's Speak / Silence has its key, V, as every item of the Menu.
#[test]
fn the_menus_speech_switch_has_its_key() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let heard = serve(&socket, Behaviour::Answers);
    let mut app = table(&dir, socket, "en");
    letter(&mut app, "u");
    assert!(
        ui::texts(&app).iter().any(|t| t == "Silence  V"),
        "{:?}",
        ui::texts(&app)
    );
    letter(&mut app, "v");
    play(&mut app, game::Message::EndTurn);
    heard.quiet();
    assert!(heard.lines().is_empty(), "{:?}", heard.lines());
    letter(&mut app, "u");
    letter(&mut app, "v");
    play(&mut app, game::Message::EndTurn);
    heard.quiet();
    assert_eq!(
        heard.lines(),
        ["language: en", "cancel", "say: Anna’s turn"]
    );
}

/// With the real service (`.ci/speech-service` starts one with no sound
/// card and names it in `SPEECHD_ADDRESS`): the app's client is accepted,
/// and its message is spoken, from BEGIN to END.
#[test]
#[ignore = "needs speech-dispatcher: .ci/speech-service"]
fn the_real_service_speaks_the_apps_message() {
    use meeple_companion::app::speech::ssip;
    let socket = ssip::socket(
        std::env::var_os(ssip::ADDRESS_VAR),
        std::env::var_os("XDG_RUNTIME_DIR"),
    )
    .expect("SPEECHD_ADDRESS or XDG_RUNTIME_DIR");
    let mut service = ssip::Connection::open(&socket, Duration::from_secs(10)).unwrap();
    service.hello().unwrap();
    service.command("SET self NOTIFICATION ALL on").unwrap();
    service.command("SET self LANGUAGE de").unwrap();
    let start = Instant::now();
    service.speak("Bert ist am Zug").unwrap();
    let mut events = Vec::new();
    while !events.contains(&702) {
        let event = service.event().unwrap();
        eprintln!("{:?} after {:?}", event, start.elapsed());
        events.push(event.code);
    }
    assert_eq!(events.first(), Some(&701), "BEGIN first: {events:?}");
}

/// The command path with speech on, against speech off: the mean time of
/// an End turn and its Undo through the update loop (a figure for the
/// note; bounded loosely).
#[test]
fn speech_adds_nothing_to_the_command_path_within_noise() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut means = Vec::new();
    for speech in [r#"{}"#, r#"{"on":true,"sounds":true}"#] {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("speechd.sock");
        let heard = serve(&socket, Behaviour::Answers);
        let mut app = table_with(&dir, socket, "en", speech);
        let rounds = 40;
        let mut total = Duration::ZERO;
        for _ in 0..rounds {
            total += play(&mut app, game::Message::EndTurn);
            total += play(&mut app, game::Message::Undo);
        }
        heard.quiet();
        means.push(total / (2 * rounds));
    }
    eprintln!(
        "a command: {:?} with speech off, {:?} with it on",
        means[0], means[1]
    );
    assert!(
        means[1] < means[0] * 3 + Duration::from_millis(5),
        "{means:?}"
    );
}

/// The table's utterances from a game, without the app: the topics
/// chosen, the sounds, a question spoken once.
#[test]
fn only_the_chosen_topics_are_spoken_and_a_question_once() {
    use meeple_companion::store::{Speech, Topic};
    use meeple_companion::table::{Utterance, spoken};
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    meeple_companion::i18n::set_language(meeple_companion::i18n::Language::English);
    let game = notation::run(
        "player Anna red\nplayer Bert blue\nsaint-nicholas\nbegin\n\
         score city 7 Anna\nend-turn\nscore city 7 Bert\n",
        chrono::Utc::now,
    )
    .unwrap();
    let all = Speech {
        on: true,
        sounds: true,
        ..Speech::default()
    };
    let heard = spoken(&game, 1, &[], &all);
    assert_eq!(
        heard.utterances,
        [
            Utterance::Sound("prompt"),
            Utterance::Say("Bert earns an extra turn (the last to reach 6)".into())
        ]
    );
    assert!(!heard.cut, "the turn did not move on");
    let turns_only = Speech {
        topics: vec![Topic::Turns],
        ..all.clone()
    };
    assert_eq!(
        spoken(&game, 1, &[], &turns_only).utterances,
        [Utterance::Sound("prompt")]
    );
    let silent = Speech::default();
    assert!(spoken(&game, 2, &[], &silent).utterances.is_empty());

    let game = notation::run(
        "player Anna red\nplayer Bert blue\nchristmas\n\
         shuffle roadside 5 1 2 3 4 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32\n\
         begin\ndraw roadside\n",
        chrono::Utc::now,
    )
    .unwrap();
    let asked = spoken(&game, 1, &[], &all);
    assert_eq!(asked.utterances.len(), 1, "{asked:?}");
    assert!(asked.cut, "a new question cuts what is said");
    // Asked already: not again.
    let again = spoken(&game, 0, &asked.asked, &all);
    assert!(again.utterances.is_empty());
    assert_eq!(again.asked, asked.asked);
}

#[test]
fn a_read_only_window_speaks_nothing() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    let heard = serve(&socket, Behaviour::Answers);
    let first = table(&dir, socket.clone(), "en");
    let Screen::Game(screen) = first.screen() else {
        panic!("{:?}", first.screen())
    };
    let id = screen.saved().id.clone();
    // A second window on the same game: read-only, since the first has it.
    let mut second = ui::app_with(
        Ok(meeple_companion::store::Store::at(dir.path())),
        Some(SettingsFile::at(dir.path().join("config"))),
    );
    second.speak_to(socket);
    ui::update(&mut second, Message::Home(home::Message::Resume(id)));
    assert!(second.read_only().is_some());
    play(&mut second, game::Message::EndTurn);
    heard.quiet();
    assert!(heard.lines().is_empty(), "{:?}", heard.lines());
}

#[test]
fn a_language_without_a_voice_is_named_once_and_the_default_voice_speaks() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("speechd.sock");
    // The fake service has English and German voices only.
    let heard = serve(&socket, Behaviour::Answers);
    let mut app = table(&dir, socket, "pl");
    play(&mut app, game::Message::EndTurn);
    heard.quiet();
    assert_eq!(heard.lines(), ["language: pl", "cancel", "say: tura: Bert"]);
    assert_eq!(app.speech_trouble(), Some(Trouble::NoVoice("pl".into())));
    play(&mut app, game::Message::Home);
    ui::update(&mut app, Message::Home(home::Message::Settings));
    let note = "Brak głosu dla języka Polski: zainstaluj espeak-ng. Mówi głos domyślny.";
    let shown = ui::texts(&app)
        .iter()
        .filter(|t| t.as_str() == note)
        .count();
    assert_eq!(shown, 1, "{:?}", ui::texts(&app));
}
