//! Phones that act: a phone's request to play a card, answer a question
//! put to its player, reveal an end card or take back its own last action
//! goes through the table's one door, as the window's taps do
//! (`crate::share::acting::apply`), while the game screen is on show. It
//! is answered once its save is on disk ([`App::phones_answered`]); the
//! window shows what was done at once, the refusal only on that phone.

use iced::Task;

use super::{App, Message, Screen};
use crate::engine::PlayerId;
use crate::share::acting::{self, Outcome};
use crate::share::{Asked, Server};
use crate::t;

impl App {
    /// A phone's request: taken through the door, or refused at once on
    /// that phone only (the window shows no refusal).
    pub(super) fn phone_asked(&mut self, asked: Asked) -> Task<Message> {
        // Told "busy" already: the phone no longer waits for it.
        if !asked.answer.waiting() {
            return Task::none();
        }
        let version = self.table.version();
        let Screen::Game(screen) = &mut self.screen else {
            asked.answer.send(Outcome::refused(
                "cannot-save",
                t!("share-act-not-on-show"),
                version,
            ));
            return Task::none();
        };
        let Ok(seat) = u8::try_from(asked.seat) else {
            return Task::none();
        };
        self.phones.requests += 1;
        let number = self.phones.requests;
        let request = &asked.request;
        let taken = screen.from_phone(&mut self.table, |table| {
            acting::apply(table, PlayerId(seat), request, number)
        });
        match taken {
            Ok(effects) => {
                self.phones.waiting.insert(number, asked.answer);
                self.carry_out(effects)
            }
            Err(outcome) => {
                asked.answer.send(outcome);
                Task::none()
            }
        }
    }

    /// The phones whose changes a save settled hear how it went; a change
    /// taken back (its save failed) shows on the window at once.
    pub(super) fn phones_answered(&mut self, effects: &crate::table::Effects) {
        for reply in &effects.replies {
            if let Some(answer) = self.phones.waiting.remove(&reply.request) {
                answer.send(acting::outcome(reply));
            }
        }
        if effects.replies.iter().any(|r| r.outcome.is_err())
            && let Screen::Game(screen) = &mut self.screen
        {
            screen.follow(&self.table, effects);
        }
    }

    /// Listens to the phones' requests of a server just started.
    pub(super) fn listen_to_phones(server: &Server) -> Option<Task<Message>> {
        let requests = server.requests()?;
        let asked = futures_util::stream::unfold(requests, |mut requests| async move {
            let asked = requests.recv().await?;
            Some((asked, requests))
        });
        Some(Task::run(asked, Message::PhoneAsked))
    }
}
