//! The way a message goes: to the screen it is for, and on to what that
//! screen asks of the app.

use iced::{Task, keyboard};

use std::sync::Arc;

use super::{
    App, Leaving, Message, Screen, SetupScreen, StatsScreen, game, home, settings, setup, stats,
    summary,
};
use crate::engine::{Game, Shuffles, decks};
use crate::i18n;
use crate::stats::Folder;
use crate::store::{CheckCache, Listing, StoreError};
use crate::t;

impl App {
    pub(super) fn handle(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::SystemTheme(mode) => {
                self.env.system_dark = mode == iced::theme::Mode::Dark;
                Task::none()
            }
            Message::Home(message) => self.home_message(message),
            Message::Setup(message) => self.setup_message(message),
            Message::Game(message) => self.game_message(message),
            Message::Share(message) => self.share(message),
            Message::ShareStarted(started) => self.share_started(&started),
            Message::ShareStatus(server, status) => {
                if let Some(sharing) = &mut self.phones.sharing
                    && server == self.phones.servers
                {
                    sharing.heard(status);
                }
                Task::none()
            }
            Message::PhoneAsked(asked) => self.phone_asked(asked),
            Message::Summary(message) => self.summary_message(message),
            Message::Settings(message) => {
                let Screen::Settings(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(message) {
                    settings::Action::None => Task::none(),
                    settings::Action::Back => self.go_home(),
                    settings::Action::Changed(settings) => self.change_settings(settings),
                }
            }
            Message::Stats(message) => self.stats_message(message),
            Message::Evening(id, evening) => {
                self.evening_read(&id, evening.map(|e| *e));
                Task::none()
            }
            Message::StatsRead(folder, cache) => {
                self.home.cache = Some(cache);
                if let Screen::Stats(screen) = &mut self.screen {
                    screen.show(folder);
                }
                Task::none()
            }
            Message::SpeechChecked(_) => self.renote(),
            Message::SettingsSaved(result) => {
                self.prefs.problem = result.err();
                self.renote()
            }
            Message::WindowResized(size) => {
                self.resized(size);
                Task::none()
            }
            // Changes not on disk: ask first, offering to keep them.
            Message::CloseRequested(id) => self.leave(Leaving::Close(id)),
            Message::Offer(offer) => self.offer(offer),
            Message::Key(event) => self.key(&event),
            Message::LastSetup(last) => {
                if let (Screen::Setup(setup), Some(last)) = (&mut self.screen, last) {
                    setup.remember(&last);
                }
                Task::none()
            }
            Message::Saved(saved) => self.saved(saved),
            Message::RetrySave => {
                let effects = self.table.retry();
                self.run_saves(effects.saves)
            }
            Message::Listed(listings) => self.listed(listings),
            Message::CheckListing => self.check_listing(),
            Message::Verified(listings, cache) => {
                self.home.cache = Some(cache);
                let listings = self.table.with_unsaved(listings);
                if let Screen::Home(home) = &mut self.screen {
                    home.show_checked(listings);
                    home.hide(self.home.hidden.clone());
                }
                Task::none()
            }
            Message::Begun(game, created, id, lock) => self.begin(*game, created, id, Some(lock)),
            Message::LockedToRead(id, lock) => {
                self.table.locked(&id, lock);
                self.read(id)
            }
            Message::LockedAsNew(locked) => self.saved_as_new(locked),
            Message::Loaded(loaded) => self.loaded(loaded),
            Message::Deleted(result) => {
                let result = result.map(|listings| self.table.with_unsaved(listings));
                if let Screen::Home(home) = &mut self.screen {
                    match result {
                        Ok(listings) => home.show_checked(listings),
                        Err(error) => home.show_delete_error(error),
                    }
                }
                Task::none()
            }
            Message::SummarySaved(written) => {
                let status = match written {
                    Ok(path) => t!("summary-saved", path = path.display().to_string()),
                    Err(error) => written_nowhere(&error),
                };
                if let Screen::Summary(summary) = &mut self.screen {
                    summary.show_status(status);
                }
                Task::none()
            }
            Message::Exported(written) => {
                self.exported(written);
                Task::none()
            }
        }
    }

    fn home_message(&mut self, message: home::Message) -> Task<Message> {
        let Screen::Home(home) = &mut self.screen else {
            return Task::none();
        };
        match home.update(message) {
            home::Action::None => Task::none(),
            home::Action::NewGame => {
                let recent = home.recent_players();
                let last = home.last_game();
                self.show(Screen::Setup(SetupScreen::new(recent)));
                let focus = iced::widget::operation::focus(setup::name_id(0));
                let remember = match (self.table.store(), last) {
                    (Ok(store), Some(id)) => {
                        let store = store.clone();
                        self.perform(
                            move || {
                                store
                                    .load(&id)
                                    .ok()
                                    .map(|s| Box::new(s.game.setup().clone()))
                            },
                            Message::LastSetup,
                        )
                    }
                    _ => Task::none(),
                };
                Task::batch([focus, remember])
            }
            home::Action::Hide(file) => {
                self.home.hidden.push(file);
                if let Screen::Home(home) = &mut self.screen {
                    home.hide(self.home.hidden.clone());
                }
                Task::none()
            }
            home::Action::Resume(id) => self.resume(id),
            home::Action::Settings => {
                self.show(Screen::Settings(self.settings_screen()));
                Task::none()
            }
            home::Action::Stats => self.open_stats(),
            home::Action::Delete(id) => match self.table.store() {
                // Never a game this window still has to save (and not
                // "open in another window": it is this one).
                Ok(_) if self.table.lock(&id).is_some() => {
                    home.show_delete_problem(t!("home-delete-unsaved"));
                    Task::none()
                }
                Ok(store) => {
                    let store = store.clone();
                    self.perform(
                        move || {
                            store.delete(&id)?;
                            Ok(store.list())
                        },
                        Message::Deleted,
                    )
                }
                Err(_) => Task::none(),
            },
        }
    }

    /// Shows the stats screen and reads the folder's ended games for it
    /// off the update thread, through the listing's cache (a game the
    /// cache learnt is not loaded again).
    fn open_stats(&mut self) -> Task<Message> {
        let merges = self.prefs.settings.merged_names.clone();
        let named = self.prefs.settings.named_evenings.clone();
        let mut screen = Box::new(StatsScreen::reading(merges, named));
        let Ok(store) = self.table.store().clone() else {
            screen.show(Arc::new(Folder::default()));
            self.show(Screen::Stats(screen));
            return Task::none();
        };
        self.show(Screen::Stats(screen));
        let cache = self.listing_cache(true);
        self.perform(
            move || {
                let mut cache = cache();
                let folder = Folder::read(&store, &mut cache);
                // A cache that cannot be written is only slower.
                let _ = cache.save();
                (Arc::new(folder), cache)
            },
            |(folder, cache)| Message::StatsRead(folder, cache),
        )
    }

    /// The results ask once for the evening their game is part of: the
    /// folder's ended games are read off the update thread, this game
    /// taken as it is on show (its save may still be on its way).
    pub(super) fn read_evening(&mut self) -> Option<Task<Message>> {
        let names = crate::stats::Names::of(&self.prefs.settings.merged_names);
        let Screen::Summary(summary) = &mut self.screen else {
            return None;
        };
        if !summary.ask_evening(names.clone()) {
            return None;
        }
        let Ok(store) = self.table.store().clone() else {
            return None;
        };
        let saved = summary.shared();
        let cache = self.listing_cache(false);
        Some(self.perform(
            move || {
                let mut cache = cache();
                let mut folder = Folder::read(&store, &mut cache);
                folder.games.retain(|g| g.id != saved.id);
                folder.games.extend(crate::stats::Played::of(
                    &saved.id,
                    saved.created,
                    &saved.game,
                ));
                folder.games.sort_by_key(|a| a.started);
                let games: Vec<&crate::stats::Played> = folder.games.iter().collect();
                let evening = crate::stats::evenings(&games, &names, &chrono::Local)
                    .into_iter()
                    .find(|e| e.games.contains(&saved.id));
                (saved.id.clone(), evening.map(Box::new))
            },
            |(id, evening)| Message::Evening(id, evening),
        ))
    }

    /// The evening of the game `id` was read: its results show it, with
    /// the name the table gave it.
    fn evening_read(&mut self, id: &str, evening: Option<crate::stats::Evening>) {
        let named = &self.prefs.settings.named_evenings;
        if let Screen::Summary(summary) = &mut self.screen
            && summary.saved().id == id
        {
            let name = evening
                .as_ref()
                .and_then(|e| e.games.first())
                .and_then(|first| stats::named(named, first))
                .map(str::to_owned);
            summary.show_evening(evening, name);
        }
    }

    fn stats_message(&mut self, message: stats::Message) -> Task<Message> {
        let Screen::Stats(screen) = &mut self.screen else {
            return Task::none();
        };
        match screen.update(message) {
            stats::Action::None => Task::none(),
            stats::Action::Back => self.go_home(),
            stats::Action::Named(named) => {
                let settings = crate::store::Settings {
                    named_evenings: named,
                    ..self.prefs.settings.clone()
                };
                self.change_settings(settings)
            }
            stats::Action::Merges(merges) => {
                let settings = crate::store::Settings {
                    merged_names: merges,
                    ..self.prefs.settings.clone()
                };
                self.change_settings(settings)
            }
        }
    }

    fn setup_message(&mut self, message: setup::Message) -> Task<Message> {
        let Screen::Setup(setup) = &mut self.screen else {
            return Task::none();
        };
        match setup.update(message) {
            setup::Action::None => {
                self.preview_fix();
                Task::none()
            }
            setup::Action::Focus(seat) => iced::widget::operation::focus(setup::name_id(seat)),
            setup::Action::ShowExpansions => setup::show_expansions(),
            setup::Action::Back => {
                if self.table.end_fix() {
                    self.show_game_screen(None);
                    Task::none()
                } else {
                    self.go_home()
                }
            }
            setup::Action::Apply(fixed) => self.fix(*fixed),
            setup::Action::Start(game) => self.start(*game),
        }
    }

    fn game_message(&mut self, message: game::Message) -> Task<Message> {
        let Screen::Game(screen) = &mut self.screen else {
            return Task::none();
        };
        match screen.update(message, &mut self.table) {
            game::Action::None => Task::none(),
            game::Action::Changed(effects) => self.carry_out(*effects),
            game::Action::Export(text) => {
                let id = screen.saved_game().id.clone();
                self.export(id, text)
            }
            game::Action::Home => self.leave(Leaving::Home),
            game::Action::FixSetup => {
                self.begin_fix();
                Task::none()
            }
            game::Action::Share => {
                self.open_sharing();
                Task::none()
            }
            game::Action::Speak(on) => {
                self.speaking.this_run = Some(on);
                if let Screen::Game(screen) = &mut self.screen {
                    screen.speaking = Some(on);
                }
                if !on {
                    self.speaking.speaker.stop();
                }
                Task::none()
            }
        }
    }

    fn summary_message(&mut self, message: summary::Message) -> Task<Message> {
        let Screen::Summary(summary) = &mut self.screen else {
            return Task::none();
        };
        match summary.update(message) {
            summary::Action::None => Task::none(),
            summary::Action::Home => self.leave(Leaving::Home),
            summary::Action::BackToGame => self.back_to_game(),
            summary::Action::Share => {
                self.open_sharing();
                Task::none()
            }
            summary::Action::CopyLink(link) => {
                summary.show_status(t!("summary-bgstats-copied"));
                iced::clipboard::write(link)
            }
            summary::Action::Export(text) => {
                let id = summary.saved().id.clone();
                self.export(id, text)
            }
            summary::Action::SaveSummary(files) => {
                let id = summary.saved().id.clone();
                self.save_summary(id, *files)
            }
            summary::Action::Rematch(setup) => {
                // The same players, seats, colours and options; new shuffles.
                let mut shuffles = Shuffles::new();
                shuffles.fill(&decks(&setup), fastrand::shuffle);
                match Game::begin(*setup, &shuffles) {
                    Ok(game) => self.leave(Leaving::NewGame(Box::new(game))),
                    Err(error) => {
                        summary.show_status(i18n::setup_error(&error));
                        Task::none()
                    }
                }
            }
        }
    }

    fn key(&mut self, event: &keyboard::Event) -> Task<Message> {
        if let Some(task) = self.app_key(event) {
            return task;
        }
        match &self.screen {
            Screen::Game(game) => match game.key(event) {
                Some(message) => self.update(Message::Game(message)),
                None => Task::none(),
            },
            Screen::Setup(_) => match setup::key_message(event) {
                Some(message) => self.update(Message::Setup(message)),
                None => setup::key(event),
            },
            _ => Task::none(),
        }
    }

    fn listed(&mut self, listings: Vec<Listing>) -> Task<Message> {
        let listings = self.table.with_unsaved(listings);
        let Screen::Home(home) = &mut self.screen else {
            return Task::none();
        };
        home.show_listings(listings);
        home.hide(self.home.hidden.clone());
        home.set_folder(
            self.table
                .store()
                .as_ref()
                .ok()
                .map(|s| s.dir().display().to_string()),
        );
        // Then every file in full, off the update thread, once the
        // window has had time to paint: on two cores the check would
        // otherwise hold up the first paint.
        Task::perform(self.clock.sleep(super::CHECK_AFTER), |()| {
            Message::CheckListing
        })
    }

    /// The listing's cache for a task: what Home's check learnt (taken,
    /// or a copy while another reader may still give it back), else the
    /// one kept in the config folder, read in the task.
    fn listing_cache(&mut self, take: bool) -> impl FnOnce() -> CheckCache + Send + 'static {
        let known = if take {
            self.home.cache.take()
        } else {
            self.home.cache.clone()
        };
        let dir = self.home.cache_dir.clone();
        move || known.unwrap_or_else(|| dir.as_deref().map(CheckCache::open).unwrap_or_default())
    }

    fn check_listing(&mut self) -> Task<Message> {
        if !matches!(self.screen, Screen::Home(_)) {
            return Task::none();
        }
        let Ok(store) = self.table.store().clone() else {
            return Task::none();
        };
        let cache = self.listing_cache(true);
        self.perform(
            move || {
                // Read here, off the first paint, the first time.
                let mut cache = cache();
                store.clean_temp_files(std::time::SystemTime::now());
                // What the stats need of each game is learnt in the same
                // pass, so the Stats screen loads no game the check loaded.
                let learn: &crate::store::Learn<'_> = &crate::stats::Played::learn;
                let listings = store.verify_learning(&mut cache, Some(learn));
                // A cache that cannot be written is only slower.
                let _ = cache.save();
                (listings, cache)
            },
            |(listings, cache)| Message::Verified(listings, cache),
        )
    }

    fn exported(&mut self, written: Result<std::path::PathBuf, StoreError>) {
        let status = match written {
            Ok(path) => t!("exported", path = path.display().to_string()),
            Err(error) => written_nowhere(&error),
        };
        match &mut self.screen {
            Screen::Game(game) => {
                // XP4: during a game, the deck orders in the file tell
                // every hand.
                let secret =
                    crate::engine::notation::Options::tells_secrets(game.saved_game().game.setup());
                game.show_status(if secret {
                    format!("{status}. {}", t!("exported-hands-warning"))
                } else {
                    status
                });
            }
            Screen::Summary(summary) => summary.show_status(status),
            Screen::Home(_) | Screen::Setup(_) | Screen::Settings(_) | Screen::Stats(_) => {}
        }
    }
}

/// What the screen says when a file could not be written: the clipboard
/// has it.
fn written_nowhere(error: &StoreError) -> String {
    t!("exported-clipboard-only", reason = i18n::store_error(error))
}
