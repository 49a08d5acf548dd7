//! Carrying out what the table asks after a change: its saves run in
//! tasks, their results handed back, the results shown when a game ends;
//! and the way in and out of the game on show (a new game, resuming one,
//! fixing its setup, leaving it, the offers of the read-only banner), and
//! the phones' pages that follow it.

use std::sync::Arc;

use chrono::Utc;
use iced::Task;

use super::{App, Home, Leaving, Message, Offer, Screen, SummaryScreen, blocking, share};
use crate::engine::{Game, Phase, Setup};
use crate::i18n;
use crate::store::{SavedGame, StoreError};
use crate::table::{Change, Effects, ReadOnly, SaveJob, Saved, Showing, Source};

impl App {
    /// Carries out what the table asks after a change: the players whose
    /// hands a fix (or its undo) moved get new links, the saves run, the
    /// results show once the game ended.
    pub(super) fn carry_out(&mut self, effects: Effects) -> Task<Message> {
        self.speak(&effects);
        if let (Some(before), Some(after)) = (&effects.setup_before, self.table.game()) {
            let moved = share::hands_changed(&before.game, &after.game);
            self.new_links(&moved);
        }
        if effects.ended
            && let Some(saved) = self.table.game().cloned()
        {
            self.show(Screen::Summary(SummaryScreen::new(saved)));
        }
        self.run_saves(effects.saves)
    }

    /// Hands the speaker what the table is to hear after this change (a
    /// read-only window speaks nothing); an undo stops what is said.
    fn speak(&mut self, effects: &Effects) {
        let mut speech = self.prefs.settings.speech.clone();
        speech.on = self.speaking.this_run.unwrap_or(speech.on);
        let speech = &speech;
        if !(speech.on || speech.sounds) || self.table.read_only().is_some() {
            return;
        }
        let Some(saved) = self.table.game() else {
            return;
        };
        let spoken = crate::table::spoken(
            &saved.game,
            effects.applied.len(),
            &self.speaking.asked,
            speech,
        );
        if effects.applied.is_empty() {
            // An undo, a redo, a rewind or a fix: nothing new is said,
            // and what was being said is out of date.
            self.speaking.asked = spoken.asked;
            self.speaking.speaker.stop();
            return;
        }
        let voice = self.voice();
        self.speaking.asked = spoken.asked;
        self.speaking
            .speaker
            .say(voice, spoken.utterances, spoken.cut);
    }

    /// What the game's Menu offers of speech: switching it off or on for
    /// this run.
    pub(super) fn speaking_offer(&self) -> Option<bool> {
        Some(
            self.speaking
                .this_run
                .unwrap_or(self.prefs.settings.speech.on),
        )
    }

    /// Runs the table's save jobs off the update thread; each result goes
    /// back to the table.
    pub(super) fn run_saves(&self, saves: Vec<SaveJob>) -> Task<Message> {
        Task::batch(
            saves
                .into_iter()
                .map(|job| Task::perform(async move { blocking(|| job.run()) }, Message::Saved)),
        )
    }

    /// A save finished: the table hears how; a window waiting to leave
    /// goes on once nothing would be lost.
    pub(super) fn saved(&mut self, saved: Saved) -> Task<Message> {
        let showing = match &self.screen {
            Screen::Home(_) => Showing::Home,
            Screen::Game(_) | Screen::Summary(_) => Showing::Game {
                asking: self.leaving.is_some(),
            },
            Screen::Setup(_) | Screen::Settings(_) | Screen::Stats(_) => Showing::Busy,
        };
        let mut effects = self.table.saved(saved, showing);
        self.phones_answered(&effects);
        if effects.show.is_some() {
            self.show_on_table();
        }
        // A phone's change taken back (its save failed) is saved as such.
        let saves = std::mem::take(&mut effects.saves);
        let more = (!saves.is_empty()).then(|| self.run_saves(saves));
        if let Some(after) = effects.retry {
            let retry = Task::perform(self.clock.sleep(after), |()| Message::RetrySave);
            return match more {
                Some(more) => Task::batch([retry, more]),
                None => retry,
            };
        }
        if !effects.written {
            return more.unwrap_or_else(Task::none);
        }
        // Asked to leave while this was not on disk: once nothing would
        // be lost, the window goes on its way.
        match self.leaving.take() {
            Some(to) if self.would_lose(&to) == 0 => self.carry_on(to),
            other => {
                self.leaving = other;
                more.unwrap_or_else(Task::none)
            }
        }
    }

    /// Shows the home screen at once and lists the saved games behind it;
    /// or, if a game turned read-only while another was on show, that
    /// game first (its changes exist only here).
    pub(super) fn go_home(&mut self) -> Task<Message> {
        if self.table.leave().is_some() {
            self.show_on_table();
            return Task::none();
        }
        match self.table.store() {
            Ok(store) => {
                let store = store.clone();
                self.show(Screen::Home(Home::loading()));
                self.perform(move || store.headers(), Message::Listed)
            }
            Err(_) => {
                self.show(Screen::Home(Home::listed(Vec::new())));
                Task::none()
            }
        }
    }

    /// Begins `game` under a new id, locked for this window (both taken
    /// off the update thread), then shows it.
    pub(super) fn start(&mut self, game: Game) -> Task<Message> {
        let created = Utc::now();
        let Ok(store) = self.table.store().clone() else {
            let id = created.format("%Y-%m-%dT%H-%M-%S").to_string();
            return self.begin(game, created, id, None);
        };
        self.perform(
            move || {
                let id = store.new_id(created);
                let lock = store.lock(&id).map(Arc::new);
                (id, lock)
            },
            move |(id, lock)| Message::Begun(Box::new(game), created, id, lock),
        )
    }

    /// Shows `game`, begun under `id` with its `lock` (none without a
    /// store). If the lock could not be had, for whatever reason (another
    /// window has it, a read-only folder, an unwritable lock file), the
    /// game is shown read-only, with the reason.
    pub(super) fn begin(
        &mut self,
        game: Game,
        created: chrono::DateTime<Utc>,
        id: String,
        lock: Option<super::Lock>,
    ) -> Task<Message> {
        self.table.expect(&id);
        if let Some(lock) = lock {
            self.table.locked(&id, lock);
        }
        let saved = Arc::new(SavedGame { id, created, game });
        let effects = self.table.begin(saved);
        self.show_on_table();
        // A new game is one change: until it is on disk, closing asks.
        self.run_saves(effects.saves)
    }

    /// The players whose hands a fix (or its undo) changed get new links:
    /// their phones showed cards that another player may hold now.
    fn new_links(&mut self, moved: &[String]) {
        if let Some(links) = &self.phones.links
            && !moved.is_empty()
        {
            // Without randomness to be had no link is made; the old ones
            // then still follow their players.
            let _ = links.replace(moved);
        }
    }

    /// Opens the setup of the game on show to fix it.
    pub(super) fn begin_fix(&mut self) {
        let Some(saved) = self.table.game().cloned() else {
            return;
        };
        self.show(Screen::Setup(super::SetupScreen::editing(
            saved.game.setup(),
        )));
        self.table.begin_fix();
        self.preview_fix();
    }

    /// On the fix screen, the players whose hands the fix as it stands
    /// would change, named before it is applied.
    pub(super) fn preview_fix(&mut self) {
        if !self.table.fixing() {
            return;
        }
        let Screen::Setup(screen) = &mut self.screen else {
            return;
        };
        let Ok(setup) = screen.setup() else {
            return;
        };
        if screen.previewed() == Some(&setup) {
            return;
        }
        let moved = match (self.table.preview_fix(&setup), self.table.game()) {
            (Some(game), Some(before)) => share::hands_changed(&before.game, &game),
            _ => Vec::new(),
        };
        screen.show_hands_changed(setup, moved);
    }

    /// Replays the game being fixed on its new setup; if a command no
    /// longer fits, says which on the setup screen and changes nothing.
    pub(super) fn fix(&mut self, setup: Setup) -> Task<Message> {
        if !self.table.fixing() {
            return Task::none();
        }
        match self.table.apply(Source::Window, Change::FixSetup(setup)) {
            Ok(mut effects) => {
                let done = effects.done.take();
                self.show_game_screen(done);
                self.carry_out(effects)
            }
            Err(refusal) => {
                if let Screen::Setup(setup) = &mut self.screen {
                    setup.show_error(refusal.words);
                }
                Task::none()
            }
        }
    }

    /// Resumes the saved game `id`: the one in memory if the disk is
    /// behind it (never a stale file), else read under its lock.
    pub(super) fn resume(&mut self, id: String) -> Task<Message> {
        if let Some(saved) = self.table.unsaved_game(&id) {
            self.table.expect(&id);
            self.show_game(saved);
            return Task::none();
        }
        let Ok(store) = self.table.store().clone() else {
            return Task::none();
        };
        if self.table.expect(&id) {
            return self.read(id);
        }
        // Locked before it is read, off the update thread.
        self.perform(
            move || {
                let lock = store.lock(&id).map(Arc::new);
                (id, lock)
            },
            |(id, lock)| Message::LockedToRead(id, lock),
        )
    }

    /// Reads the saved game `id` to show it, under this window's lock if
    /// it has one (which notes the file read: a later save finds out if
    /// another program changed it meanwhile).
    pub(super) fn read(&mut self, id: String) -> Task<Message> {
        let Ok(store) = self.table.store().clone() else {
            return Task::none();
        };
        let lock = self.table.lock(&id);
        self.perform(
            move || {
                match &lock {
                    Some(lock) => store.load_held(lock, &id),
                    None => store.load_full(&id),
                }
                .map(|loaded| {
                    (
                        Arc::new(loaded.saved),
                        loaded.unknown,
                        loaded.changed_outside,
                    )
                })
            },
            Message::Loaded,
        )
    }

    /// A saved game read, to show (read-only if this version cannot save
    /// it), or why it could not be.
    pub(super) fn loaded(
        &mut self,
        loaded: Result<(Arc<SavedGame>, Vec<String>, bool), StoreError>,
    ) -> Task<Message> {
        // The player may have moved on while the file was read.
        let Screen::Home(home) = &mut self.screen else {
            return Task::none();
        };
        match loaded {
            Ok((saved, unknown, changed_outside)) => {
                if !unknown.is_empty() {
                    // Saving would drop what this version cannot read.
                    self.table.set_read_only(ReadOnly::Unknown(unknown));
                } else if changed_outside {
                    // Never written over: it may be damaged, or a
                    // hand-edited game to import.
                    self.table.set_read_only(ReadOnly::ChangedOutside);
                }
                self.show_game(saved);
            }
            // Saved by an older version with a command now refused:
            // shown as saved, never saved again.
            Err(error @ StoreError::NoLongerAllowed { .. }) => {
                let reason = i18n::store_error(&error);
                if let Some(saved) = error.read_only_game().cloned() {
                    self.table.set_read_only(ReadOnly::OlderRules(reason));
                    self.show_game(saved);
                }
            }
            Err(error) => {
                home.show_error(error);
                self.table.show_none();
            }
        }
        Task::none()
    }

    /// Shows a game (or its results, if it ended) as the game on show.
    fn show_game(&mut self, saved: Arc<SavedGame>) {
        self.table.show(saved);
        self.show_on_table();
    }

    /// Shows the table's game on show: the game screen, or its results
    /// if it ended.
    fn show_on_table(&mut self) {
        match self.table.game().cloned() {
            Some(saved) if saved.game.state().phase == Phase::Ended => {
                self.show(Screen::Summary(SummaryScreen::new(saved)));
            }
            Some(_) => self.show_game_screen(None),
            None => {}
        }
    }

    /// From the results back to the game, its end undone.
    pub(super) fn back_to_game(&mut self) -> Task<Message> {
        match self.table.apply(Source::Window, Change::Undo) {
            Ok(effects) => {
                self.show_game_screen(None);
                self.carry_out(effects)
            }
            Err(refusal) => {
                if let Screen::Summary(summary) = &mut self.screen {
                    summary.show_error(refusal.words);
                }
                Task::none()
            }
        }
    }

    /// How many changes going `to` would lose: closing loses everything
    /// not on disk; leaving the game on show loses what was done to it
    /// while read-only (a game the disk is behind on stays in memory, and
    /// its saves go on).
    pub(super) fn would_lose(&self, to: &Leaving) -> u64 {
        match to {
            Leaving::Close(_) => self.table.unsaved_changes(),
            Leaving::Home | Leaving::NewGame(_) => self.table.read_only_changes(),
        }
    }

    /// Goes `to`, or asks first if that would lose changes.
    pub(super) fn leave(&mut self, to: Leaving) -> Task<Message> {
        if self.would_lose(&to) > 0 {
            self.leaving = Some(to);
            return Task::none();
        }
        self.carry_on(to)
    }

    /// Goes `to`, whatever is lost.
    fn carry_on(&mut self, to: Leaving) -> Task<Message> {
        self.leaving = None;
        match to {
            Leaving::Close(id) => self.close(id),
            Leaving::Home => self.go_home(),
            Leaving::NewGame(game) => self.start(*game),
        }
    }

    pub(super) fn offer(&mut self, offer: Offer) -> Task<Message> {
        match offer {
            Offer::Keep => {
                self.leaving = None;
                Task::none()
            }
            Offer::Discard => match self.leaving.take() {
                Some(to) => self.carry_on(to),
                None => Task::none(),
            },
            Offer::CopyNotation => match self.table.offered_game() {
                Some(saved) => iced::clipboard::write(crate::engine::notation::export(&saved.game)),
                None => Task::none(),
            },
            Offer::SaveAsNew => self.save_as_new(),
        }
    }

    /// Saves the game the offers act on under a new id and its own lock
    /// (never over the file it came from), and shows it; if that cannot
    /// be done, says why. A question on show stays, counting what is
    /// still not saved, until nothing would be lost.
    fn save_as_new(&mut self) -> Task<Message> {
        if self.table.offered_game().is_none() {
            return Task::none();
        }
        let store = match self.table.store() {
            Ok(store) => store.clone(),
            Err(error) => {
                let error = error.clone();
                self.table.save_as_new_failed(error);
                return Task::none();
            }
        };
        // A new id and its lock, off the update thread.
        self.perform(
            move || {
                let id = store.new_id(Utc::now());
                store.lock(&id).map(|lock| (id, Arc::new(lock)))
            },
            Message::LockedAsNew,
        )
    }

    /// The new id and lock for *Save as a new game* arrived (or why not).
    pub(super) fn saved_as_new(
        &mut self,
        locked: Result<(String, Arc<crate::store::GameLock>), StoreError>,
    ) -> Task<Message> {
        let (id, lock) = match locked {
            Ok(locked) => locked,
            Err(error) => {
                self.table.save_as_new_failed(error);
                return Task::none();
            }
        };
        let Some(before) = self.table.offered_game() else {
            return Task::none();
        };
        let effects = self.table.save_as_new(&before, id, lock);
        self.show_on_table();
        let task = self.run_saves(effects.saves);
        // Leaving the game now loses nothing (it is saved, or kept in
        // memory and tried again); closing waits for the save.
        match self.leaving.take() {
            Some(to) if self.would_lose(&to) == 0 => Task::batch([task, self.carry_on(to)]),
            other => {
                self.leaving = other;
                task
            }
        }
    }

    /// Puts the notation on the clipboard and writes it next to the save
    /// file in the background; the screen then says where, or why not.
    pub(super) fn export(&mut self, id: String, text: String) -> Task<Message> {
        let clipboard = iced::clipboard::write(text.clone());
        let written = match self.table.store() {
            Ok(store) => {
                let store = store.clone();
                self.perform(move || store.export(&id, &text), Message::Exported)
            }
            Err(error) => {
                let error = error.clone();
                self.update(Message::Exported(Err(error)))
            }
        };
        Task::batch([clipboard, written])
    }

    /// Writes the summary as CSV, JSON and Markdown to the summaries
    /// folder (never beside the saves, where it would look like one) and
    /// puts the Markdown on the clipboard.
    pub(super) fn save_summary(
        &mut self,
        id: String,
        files: super::summary::Files,
    ) -> Task<Message> {
        let clipboard = iced::clipboard::write(files.markdown.clone());
        let written = match self.table.store() {
            Ok(store) => {
                let store = store.clone();
                self.perform(
                    move || {
                        store.write_summary(&id, "csv", &files.csv)?;
                        store.write_summary(&id, "json", &files.json)?;
                        store.write_summary(&id, "md", &files.markdown)
                    },
                    Message::SummarySaved,
                )
            }
            Err(error) => {
                let error = error.clone();
                self.update(Message::SummarySaved(Err(error)))
            }
        };
        Task::batch([clipboard, written])
    }

    /// Opens the *Phones and TV* panel for the game on show.
    pub(super) fn open_sharing(&mut self) {
        let Some(id) = self.shown_game().map(|saved| saved.id.clone()) else {
            return;
        };
        if let Some(sharing) = &mut self.phones.sharing {
            sharing.open = true;
            return;
        }
        let links = match &self.phones.links {
            Some(links) => links.clone(),
            None => match crate::share::Links::new(0) {
                Ok(links) => Arc::new(links),
                Err(_) => return,
            },
        };
        self.phones.links = Some(links.clone());
        let mut sharing = share::Sharing::new(&id, links);
        if let Some(saved) = self.shown_game() {
            sharing.follow(&saved.game);
        }
        self.phones.sharing = Some(sharing);
    }

    pub(super) fn share(&mut self, message: share::Message) -> Task<Message> {
        let theme = self.page_theme();
        let read_only = self.table.read_only().is_some();
        let Some(game) = self.shown_game().map(|saved| saved.game.clone()) else {
            return Task::none();
        };
        let limits = self.phones.limits;
        let post = self.bgstats_post();
        let Some(sharing) = &mut self.phones.sharing else {
            return Task::none();
        };
        let version = self.table.version();
        let shown = share::Shown {
            game: &game,
            version,
            post: post.as_deref(),
            theme,
        };
        match sharing.update(message, shown, read_only, limits) {
            Some(launch) => Task::perform(async move { launch.bind() }, Message::ShareStarted),
            None => Task::none(),
        }
    }

    /// The server the panel asked for is bound, or why not: its news is
    /// listened to from now on.
    pub(super) fn share_started(&mut self, started: &share::Started) -> Task<Message> {
        let Some(sharing) = &mut self.phones.sharing else {
            return Task::none();
        };
        let was_running = sharing.server().is_some();
        sharing.started(started);
        match sharing.server() {
            Some(server) if !was_running => {
                self.phones.servers += 1;
                let number = self.phones.servers;
                let feed = server.status_feed();
                let news = futures_util::stream::unfold(feed, |mut feed| async move {
                    feed.changed().await.ok()?;
                    let status = feed.borrow_and_update().clone();
                    Some((status, feed))
                });
                let news = Task::run(news, move |status| Message::ShareStatus(number, status));
                match App::listen_to_phones(server) {
                    Some(phones) => Task::batch([news, phones]),
                    None => news,
                }
            }
            _ => Task::none(),
        }
    }

    /// Hands the pages the game on show, if it changed since last sent
    /// (the pages compare what they were sent; a change through the table
    /// says `publish`, a new theme changes them too).
    pub(super) fn publish(&mut self) {
        let theme = self.page_theme();
        let game = match &self.screen {
            Screen::Game(_) | Screen::Summary(_) => match self.table.game() {
                Some(saved) => &saved.game,
                None => return,
            },
            Screen::Home(_) | Screen::Setup(_) | Screen::Settings(_) | Screen::Stats(_) => return,
        };
        if self
            .phones
            .sharing
            .as_ref()
            .is_none_or(|s| s.server().is_none())
        {
            return;
        }
        // No page sees a phone's change before the disk holds it.
        if self.table.awaiting_phones() {
            return;
        }
        let post = self.bgstats_post();
        let version = self.table.version();
        if let Some(sharing) = self.phones.sharing.as_mut() {
            sharing.publish(game, version, post.as_deref(), theme);
        }
    }

    /// The link that posts the game on show to BG Stats, for the players'
    /// pages, once it has ended and opens as it is (not read-only), names
    /// merged as the settings merge them: the link `export --format
    /// bgstats-link` prints.
    fn bgstats_post(&self) -> Option<String> {
        if self.table.read_only().is_some() {
            return None;
        }
        let saved = self.shown_game()?;
        let names = crate::stats::Names::of(&self.prefs.settings.merged_names);
        crate::stats::bgstats::link_of(
            &saved.id,
            saved.created,
            &saved.game,
            &names,
            crate::i18n::board,
            &chrono::Local,
        )
    }
}
