//! Keeping the screen awake while a game is open, so a laptop does not dim
//! mid-game. Where the system offers no way (no session bus, as under a
//! test display) it quietly does nothing.

use std::sync::mpsc;

/// Holds the screen awake while asked to.
#[derive(Debug, Default)]
pub struct Awake {
    /// Dropping it lets the holding thread end, which releases the screen.
    held: Option<mpsc::Sender<()>>,
}

impl Awake {
    /// Keeps the screen awake, or lets it sleep again.
    pub fn keep(&mut self, on: bool) {
        if on == self.held.is_some() {
            return;
        }
        if !on {
            self.held = None;
            return;
        }
        let (held, released) = mpsc::channel::<()>();
        // Asking the system may block on its bus, so it happens off the
        // update thread; the guard lives as long as the thread.
        let spawned = std::thread::Builder::new()
            .name("keep-awake".into())
            .spawn(move || {
                let guard = keepawake::Builder::default()
                    .display(true)
                    .idle(true)
                    .reason("A game of Carcassonne is being scored")
                    .app_name("Meeple Companion")
                    .app_reverse_domain(super::desktop::APP_ID)
                    .create();
                // Until the sender is dropped.
                let _ = released.recv();
                drop(guard);
            });
        if spawned.is_ok() {
            self.held = Some(held);
        }
    }

    /// Whether the screen is being kept awake.
    pub fn is_kept(&self) -> bool {
        self.held.is_some()
    }
}
