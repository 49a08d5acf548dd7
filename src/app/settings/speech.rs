//! The settings' card of spoken prompts and sounds (issue 33).

use iced::Element;
use iced::widget::checkbox;

use crate::store::{Speech, Topic};
use crate::t;

use super::super::kit::{self, Scale};
use super::Message;

/// A choice on the card.
#[derive(Debug, Clone)]
pub enum Choice {
    /// Spoken prompts on or off.
    On(bool),
    /// The sounds on or off.
    Sounds(bool),
    /// A topic spoken or not.
    Topic(Topic, bool),
    /// The rate.
    Rate(i8),
    /// The volume.
    Volume(i8),
}

/// The rates offered: slower, normal, faster.
pub const RATES: [(i8, &str); 3] = [
    (-40, "settings-speech-rate-slow"),
    (0, "settings-speech-rate-normal"),
    (40, "settings-speech-rate-fast"),
];

/// The volumes offered: quiet, medium, full.
pub const VOLUMES: [(i8, &str); 3] = [
    (20, "settings-speech-volume-quiet"),
    (60, "settings-speech-volume-medium"),
    (100, "settings-speech-volume-full"),
];

/// `speech` with `choice` made.
pub fn choose(speech: &mut Speech, choice: Choice) {
    match choice {
        Choice::On(on) => speech.on = on,
        Choice::Sounds(on) => speech.sounds = on,
        Choice::Topic(topic, on) => {
            speech.topics.retain(|t| *t != topic);
            if on {
                speech.topics.push(topic);
                speech
                    .topics
                    .sort_by_key(|t| Topic::ALL.iter().position(|a| a == t));
            }
        }
        Choice::Rate(rate) => speech.rate = rate,
        Choice::Volume(volume) => speech.volume = volume,
    }
}

fn topic_label(topic: Topic) -> String {
    t!(match topic {
        Topic::Turns => "settings-speech-turns",
        Topic::ExtraTurns => "settings-speech-extra-turns",
        Topic::Drawn => "settings-speech-drawn",
        Topic::Questions => "settings-speech-questions",
        Topic::FinalScoring => "settings-speech-final-scoring",
        Topic::Winner => "settings-speech-winner",
    })
}

/// The card: speech on, what is spoken, rate and volume, the sounds.
pub fn card<'a>(speech: &Speech, scale: Scale) -> Element<'a, Message> {
    let tick = |label: String, on: bool, choice: fn(bool) -> Choice| -> Element<'a, Message> {
        super::super::setup::touch(
            scale,
            checkbox(on)
                .label(label)
                .on_toggle(move |on| Message::Speech(choice(on))),
        )
        .into()
    };
    let mut parts = vec![
        kit::heading(t!("settings-speech"), scale),
        tick(t!("settings-speech-on"), speech.on, Choice::On),
    ];
    if speech.on {
        for topic in Topic::ALL {
            let on = speech.topics.contains(&topic);
            parts.push(
                super::super::setup::touch(
                    scale,
                    checkbox(on)
                        .label(topic_label(topic))
                        .on_toggle(move |on| Message::Speech(Choice::Topic(topic, on))),
                )
                .into(),
            );
        }
        let rates = RATES
            .iter()
            .map(|(rate, id)| {
                kit::choice(
                    t!(id),
                    speech.rate == *rate,
                    Message::Speech(Choice::Rate(*rate)),
                    scale,
                )
            })
            .collect();
        parts.push(kit::hint(t!("settings-speech-rate"), scale));
        parts.push(kit::choices(rates, scale));
    }
    parts.push(tick(
        t!("settings-speech-sounds"),
        speech.sounds,
        Choice::Sounds,
    ));
    if speech.on || speech.sounds {
        let volumes = VOLUMES
            .iter()
            .map(|(volume, id)| {
                kit::choice(
                    t!(id),
                    speech.volume == *volume,
                    Message::Speech(Choice::Volume(*volume)),
                    scale,
                )
            })
            .collect();
        parts.push(kit::hint(t!("settings-speech-volume"), scale));
        parts.push(kit::choices(volumes, scale));
    }
    kit::stacked(parts, scale)
}
