//! What the table hears after a change (issue 33): the turn's events and
//! the table's question, in the same words the screen and the phones show
//! them, each expansion's from its own module. Data only: the app's
//! speaker hands it to the speech service off the update thread.

use crate::engine::{Command, Entry, Event, Game, Hold, Phase, Viewer};
use crate::i18n::{self, command_text, prompt_text, say};
use crate::store::{Speech, Topic};
use crate::t;

/// One thing the table hears.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Utterance {
    /// Words, spoken in the table's language.
    Say(String),
    /// A sound: an SSIP sound icon's name.
    Sound(&'static str),
}

/// What a change gives the table to hear.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Spoken {
    /// In order.
    pub utterances: Vec<Utterance>,
    /// Whether what is being spoken is out of date now (the turn moved
    /// on, or a new question is asked): it is cut off first.
    pub cut: bool,
    /// The holds the table's question asks about now, spoken already.
    pub asked: Vec<Hold>,
}

/// What the last `new` entries of `game`'s log give the table to hear,
/// with `speech`'s choices; `asked` are the holds already spoken (a
/// question is spoken once, when it arises).
pub fn spoken(game: &Game, new: usize, asked: &[Hold], speech: &Speech) -> Spoken {
    let setup = game.setup();
    let log = game.log();
    let entries: &[Entry] = &log[log.len().saturating_sub(new)..];
    let mut out = Spoken::default();
    for entry in entries {
        let final_step = game.state().phase != Phase::Playing
            && !matches!(entry.command, Command::FinalScoring | Command::EndGame);
        if final_step {
            say_topic(
                &mut out,
                speech,
                Topic::FinalScoring,
                command_text(setup, &entry.command),
            );
        }
        for event in &entry.events {
            if speech.sounds
                && let Some(sound) = i18n::event_sound(event)
            {
                out.utterances.push(Utterance::Sound(sound));
            }
            match event {
                Event::TurnStarted { player, extra } => {
                    out.cut = true;
                    let name = setup.name(*player);
                    if *extra {
                        say_topic(
                            &mut out,
                            speech,
                            Topic::ExtraTurns,
                            t!("history-next-extra-turn", name = name),
                        );
                    } else {
                        say_topic(
                            &mut out,
                            speech,
                            Topic::Turns,
                            t!("history-next-turn", name = name),
                        );
                    }
                }
                Event::ExtraTurnQueued { turn, .. } => say_topic(
                    &mut out,
                    speech,
                    Topic::ExtraTurns,
                    t!(
                        "history-earned-turn",
                        name = setup.name(turn.player),
                        reason = i18n::reason_text(&turn.reason)
                    ),
                ),
                Event::FinalScoringStarted { last_tile } => {
                    out.cut = true;
                    let prompt = crate::engine::Prompt::FinalScoring {
                        last_tile: *last_tile,
                    };
                    say_topic(
                        &mut out,
                        speech,
                        Topic::FinalScoring,
                        prompt_text(setup, &prompt),
                    );
                }
                Event::GameEnded => {
                    out.cut = true;
                    say_topic(&mut out, speech, Topic::Winner, winner(game));
                }
                other => {
                    if let Some(words) = i18n::announced(setup, other) {
                        say_topic(&mut out, speech, Topic::Drawn, words);
                    }
                }
            }
        }
    }
    for question in game.questions(Viewer::Table) {
        out.asked.push(question.hold.clone());
        if asked.contains(&question.hold) {
            continue;
        }
        out.cut |= speech.speaks(Topic::Questions);
        let mut words = say(setup, &question.title);
        if let Some(player) = question.asked {
            let name = setup.name(player);
            if !words.contains(name) {
                words = format!("{name}: {words}");
            }
        }
        if let Some(read_out) = &question.read_out {
            let stop = if words.ends_with(['.', '?', '!', ':']) {
                " "
            } else {
                ". "
            };
            words = format!("{words}{stop}{}", say(setup, read_out));
        }
        say_topic(&mut out, speech, Topic::Questions, words);
    }
    out
}

fn say_topic(out: &mut Spoken, speech: &Speech, topic: Topic, words: String) {
    if speech.speaks(topic) && !words.is_empty() {
        out.utterances.push(Utterance::Say(words));
    }
}

/// Who won: "Anna wins!", or the shared win.
fn winner(game: &Game) -> String {
    let setup = game.setup();
    let first: Vec<&str> = game
        .state()
        .ranking()
        .into_iter()
        .filter(|(_, place)| *place == 1)
        .map(|(player, _)| setup.name(player))
        .collect();
    match first.as_slice() {
        [one] => t!("summary-winner", name = *one),
        names => t!("summary-shared-win", names = names.join(", ")),
    }
}
