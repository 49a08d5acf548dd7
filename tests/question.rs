//! The table's question as data (`Game::questions`): at each hold of the
//! scripted games, the answers the window, the phones and speech offer
//! send the very command the notation gives there, the main answer is the
//! one Enter gives, a hand's cards are answers only on its owner's view,
//! and every word of every question is a text of all four languages.

use chrono::{DateTime, Utc};
use meeple_companion::engine::{
    Command, Figure, Game, Hold, PlayerId, Question, Value, Viewer, christmas, notation,
};
use meeple_companion::i18n::{Language, say, set_language, tr_in};
use meeple_companion::share::page;

fn clock() -> impl FnMut() -> DateTime<Utc> {
    || DateTime::from_timestamp(1_700_000_000, 0).expect("a time")
}

fn game(script: &str) -> Game {
    notation::run(script, clock()).expect("the script plays")
}

/// The command the notation's next line gives after `script`.
fn next(script: &str, line: &str) -> Command {
    let after = game(&format!("{script}{line}\n"));
    after.log().last().expect("a command").command.clone()
}

/// The language on show is the process's: one test at a time changes it.
static LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn the_question(game: &Game) -> Question {
    let questions = game.questions(Viewer::Table);
    assert_eq!(questions.len(), 1, "one question holds: {questions:?}");
    questions.into_iter().next().expect("a question")
}

/// Every text of the question exists in every language: a missing text
/// comes back as its id.
fn every_word_is_a_text(game: &Game, question: &Question) {
    let _language = LANGUAGE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut words = vec![question.title.clone()];
    words.extend(question.read_out.clone());
    words.extend(question.form.iter().map(|f| f.label.clone()));
    words.extend(question.answers.iter().map(|a| a.label.clone()));
    for language in Language::ALL {
        set_language(language);
        for w in &words {
            let said = say(game.setup(), w);
            assert!(!said.is_empty(), "{w:?} in {language:?}");
            assert!(
                !said.contains("msg-") && !said.contains("xp-") && !said.contains("christmas-"),
                "{w:?} is no text in {language:?}: {said}"
            );
        }
    }
    set_language(Language::English);
    // The check above can fail: an unknown id comes back as itself.
    assert_eq!(
        tr_in(Language::English, "xp-no-such-text", &[]),
        "xp-no-such-text"
    );
}

const MESSAGES: &str = "player Anna red\nplayer Bert blue\nplayer Cleo green\nplayer Dirk yellow\n\
                        messages\nshuffle messages 3 1 4 6 8 2 7 5\nbegin\n\
                        score city 10 Anna\nend-turn\n";

#[test]
fn a_drawn_message_is_carried_out_with_its_counts_or_taken_as_two_points() {
    let at = game(MESSAGES);
    let question = the_question(&at);
    assert!(matches!(question.hold, Hold::Messages(_)));
    assert_eq!(question.asked, Some(PlayerId(0)));
    every_word_is_a_text(&at, &question);
    // Message 3 is a cloister's: the count of tiles around it, then the
    // figure the points move.
    let mut filled = question.blank();
    assert_eq!(filled.len(), question.form.len());
    filled[0] = Value::Count(4);
    let last = filled.len() - 1;
    filled[last] = Value::Figure(Figure::Messenger);
    let main = question.main().expect("a main answer");
    assert_eq!(
        question.command(main, &filled),
        Some(Ok(next(MESSAGES, "carry-out messenger cloister 4")))
    );
    let take_two = question.keyed('t').expect("Take 2 points on T");
    assert_ne!(take_two, main);
    assert_eq!(
        question.command(take_two, &question.blank()),
        Some(Ok(next(MESSAGES, "take-two")))
    );
    // Counts the helper refuses make no command (RULES MSG6).
    filled[0] = Value::Count(9);
    assert!(matches!(question.command(main, &filled), Some(Err(_))));
    assert_eq!(question.command(99, &filled), None);
}

const CHRISTMAS: &str = "player Anna red\nplayer Bert blue\ntiles 20\nchristmas\n\
    shuffle cloister 1 15 17 27 3 5 7 9 11 13 19 21 23 25 29 31 2 4 6 8 10 12 14 16 18 20 22 24 26 28 30 32\n\
    shuffle roadside 11 5 31 1 2 3 4 6 7 8 9 10 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 32\n\
    begin\n";

#[test]
fn a_now_card_the_shield_and_an_end_card_answer_as_the_notation_does() {
    // A now card: used with its helper, or with no legal target on D.
    let script = format!("{CHRISTMAS}draw cloister\n");
    let at = game(&script);
    let question = the_question(&at);
    every_word_is_a_text(&at, &question);
    let main = question.main().expect("use it");
    assert_eq!(
        question.command(main, &question.blank()),
        Some(Ok(next(&script, "use")))
    );
    assert!(question.keyed('d').is_some());

    // The shield question is Anna's: no on N or Enter (an Enter tells the
    // table nothing of her hand), yes on S.
    let script = format!(
        "{script}use\nscore road 4 Anna\nend-turn\ndraw cloister\ndraw roadside\nuse against Anna\n"
    );
    let at = game(&script);
    let question = the_question(&at);
    assert_eq!(question.asked, Some(PlayerId(0)));
    every_word_is_a_text(&at, &question);
    let no = question.keyed('n').expect("no on N");
    assert_eq!(
        question.command(no, &[]),
        Some(Ok(next(&script, "shield Anna no")))
    );
    assert_eq!(question.main(), Some(no), "no on Enter");
    // (Anna holds no shield yet: the rules refuse the yes when it is
    // given, as they refuse the notation's.)
    let yes = question.keyed('s').expect("yes on S");
    assert_eq!(
        question.command(yes, &[]),
        Some(Ok(Command::Christmas(christmas::Command::Shield {
            player: PlayerId(0),
            cancel: true
        })))
    );
}

#[test]
fn an_end_card_is_revealed_with_its_count() {
    let script = format!(
        "{CHRISTMAS}draw cloister\nuse\nscore road 4 Anna\nend-turn\n\
         draw cloister\ndraw roadside\nuse against Anna\nshield Anna no\nend-turn\n\
         draw cloister\nend-turn\nplay Bert loop-road 5 with Anna\ndraw roadside\n\
         use against Anna\nshield Anna yes\nend-turn\ndraw cloister\n\
         defer road Anna=6 Bert=6\nend-in-play 1\nend-turn\ndraw cloister\nuse road 3\n\
         draw roadside\nfinal-scoring\n"
    );
    let at = game(&script);
    let question = the_question(&at);
    every_word_is_a_text(&at, &question);
    assert_eq!(question.form.len(), 1, "the followers in the supply");
    let main = question.main().expect("reveal");
    assert_eq!(
        question.command(main, &[Value::Count(4)]),
        Some(Ok(next(&script, "reveal Anna supply 4")))
    );
}

/// The phones' and the TV's pages show the table's question as the window
/// draws it: its title, what it reads out (once: the notice of the message
/// just drawn is not read out a second time), and its answers, main first,
/// beside the player asked; on the asked player's own page it is among
/// their acts instead (issue 30), once, with the same title, read-out and
/// main answer.
#[test]
fn the_pages_show_the_question_the_window_draws() {
    let _language = LANGUAGE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    set_language(Language::English);
    let shield = format!(
        "{CHRISTMAS}draw cloister\nuse\nscore road 4 Anna\nend-turn\ndraw cloister\n\
         draw roadside\nuse against Anna\n"
    );
    for script in [
        MESSAGES.to_owned(),
        format!("{CHRISTMAS}draw cloister\n"),
        shield,
    ] {
        let at = game(&script);
        for viewer in [
            Viewer::Table,
            Viewer::Player(PlayerId(0)),
            Viewer::Player(PlayerId(1)),
        ] {
            let questions = at.questions(viewer);
            assert_eq!(questions.len(), 1, "{script}");
            let question = &questions[0];
            let page: serde_json::Value =
                serde_json::from_str(&page::render(&at.sight(viewer), 0, None)).expect("JSON");
            let settle = page["settle"].as_array().expect("the settle list");
            let title = say(at.setup(), &question.title);
            let body = question.read_out.as_ref().map(|w| say(at.setup(), w));
            let main = &question.answers[question.main().expect("a main answer")];
            let main_label = say(at.setup(), &main.label);
            let read_out = |items: &[serde_json::Value]| {
                items
                    .iter()
                    .filter(|i| i["body"].as_str() == body.as_deref())
                    .count()
            };
            let shown: Vec<_> = settle
                .iter()
                .filter(|i| i["title"] == title.as_str())
                .collect();
            if viewer == Viewer::Player(question.asked.expect("asked")) {
                // On the asked player's own page the question is theirs
                // to answer, among their acts, and only there.
                assert!(shown.is_empty(), "{title} twice: {settle:?}");
                assert_eq!(read_out(settle), 0, "read out twice: {settle:?}");
                let acts = page["acts"].as_array().expect("the acts");
                let ask: Vec<_> = acts.iter().filter(|a| a["kind"] == "ask").collect();
                assert_eq!(ask.len(), 1, "{acts:?}");
                assert_eq!(ask[0]["title"], title.as_str());
                assert_eq!(ask[0]["body"].as_str(), body.as_deref());
                let answers = ask[0]["answers"].as_array().expect("answers");
                assert!(
                    answers
                        .iter()
                        .any(|a| a["main"] == true && a["label"] == main_label.as_str()),
                    "the main answer: {answers:?}"
                );
                continue;
            }
            assert_eq!(shown.len(), 1, "{title} in {settle:?}");
            let item = shown[0];
            assert_eq!(item["tone"], "ask");
            assert_eq!(
                item["seat"],
                question.asked.map(|p| p.index()).expect("asked")
            );
            assert_eq!(item["body"].as_str(), body.as_deref());
            let text = item["text"].as_str().expect("the answers");
            assert!(text.starts_with(&main_label), "main answer first: {text}");
            assert_eq!(read_out(settle), 1, "read out once: {settle:?}");
        }
    }
}
