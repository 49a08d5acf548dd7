//! The speaker (issue 33): what the table is to hear goes to the system's
//! speech service on a thread of its own, so the update thread only hands
//! it over and never waits. A new prompt cuts the one being spoken when
//! it is out of date; Undo stops what is being said. With no service (or
//! one that hangs or closes) the speaker says so once, for Settings to
//! show, and goes on silent.

pub mod ssip;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::table::Utterance;

/// The longest the speaker waits on the service for one reply.
pub const REPLY_TIMEOUT: Duration = Duration::from_secs(2);

/// The longest `speech-dispatcher --spawn` may take.
pub const SPAWN_TIMEOUT: Duration = Duration::from_secs(5);

/// How the voice speaks: the language's code (`de`), the rate and the
/// volume (−100 to 100).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Voice {
    /// The table's language, as SSIP names it.
    pub language: String,
    /// The rate.
    pub rate: i8,
    /// The volume.
    pub volume: i8,
}

/// What went wrong with the service, said once in Settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trouble {
    /// There is no service, or it failed: the speaker is silent.
    Unavailable,
    /// The service has no voice of this language; its default speaks.
    NoVoice(String),
}

/// Where the service is.
#[derive(Debug, Clone)]
pub struct Endpoint {
    /// Its socket, if one can be named.
    pub socket: Option<PathBuf>,
    /// Whether the service may be started (`speech-dispatcher --spawn`)
    /// when the socket is missing.
    pub spawn: bool,
}

impl Endpoint {
    /// The service the environment names (`SPEECHD_ADDRESS`, else the
    /// runtime folder's), started when its socket is missing.
    pub fn system() -> Endpoint {
        Endpoint {
            socket: ssip::socket(
                std::env::var_os(ssip::ADDRESS_VAR),
                std::env::var_os("XDG_RUNTIME_DIR"),
            ),
            spawn: true,
        }
    }
}

#[derive(Debug)]
enum Order {
    Voice(Voice),
    Say {
        utterances: Vec<Utterance>,
        cut: bool,
        /// Told (or dropped) once this is said, or passed over.
        done: Option<Sender<()>>,
    },
    Stop,
}

/// The speaker: its thread starts with the first thing to say.
#[derive(Debug)]
pub struct Speaker {
    endpoint: Endpoint,
    orders: Option<Sender<Order>>,
    trouble: Arc<Mutex<Option<Trouble>>>,
    /// The voice last handed to the thread.
    voice: Option<Voice>,
}

impl Default for Speaker {
    fn default() -> Speaker {
        Speaker::new(Endpoint::system())
    }
}

impl Speaker {
    /// A speaker for the service at `endpoint`; nothing starts yet.
    pub fn new(endpoint: Endpoint) -> Speaker {
        Speaker {
            endpoint,
            orders: None,
            trouble: Arc::new(Mutex::new(None)),
            voice: None,
        }
    }

    /// What went wrong with the service, if anything did.
    pub fn trouble(&self) -> Option<Trouble> {
        self.trouble.lock().ok().and_then(|t| t.clone())
    }

    /// Hands `utterances` to the thread in `voice`, cutting off what is
    /// being said first if `cut`. Never waits.
    pub fn say(&mut self, voice: Voice, utterances: Vec<Utterance>, cut: bool) {
        if utterances.is_empty() {
            return;
        }
        if self.voice.as_ref() != Some(&voice) {
            self.voice = Some(voice.clone());
            self.send(Order::Voice(voice));
        }
        self.send(Order::Say {
            utterances,
            cut,
            done: None,
        });
    }

    /// Says `utterances` in `voice` at once (trying the service again if
    /// it failed) and gives the wait, to run off the update thread, for
    /// what the service made of it: its trouble, if any.
    pub fn check(
        &mut self,
        voice: Voice,
        utterances: Vec<Utterance>,
    ) -> impl FnOnce() -> Option<Trouble> + Send + 'static {
        let (done, heard) = mpsc::channel();
        self.voice = Some(voice.clone());
        self.send(Order::Voice(voice));
        self.send(Order::Say {
            utterances,
            cut: true,
            done: Some(done),
        });
        let trouble = self.trouble.clone();
        move || {
            let _ = heard.recv_timeout(SPAWN_TIMEOUT + 4 * REPLY_TIMEOUT);
            trouble.lock().ok().and_then(|t| t.clone())
        }
    }

    /// Stops what is being said (Undo), if anything was ever said.
    pub fn stop(&mut self) {
        if self.orders.is_some() {
            self.send(Order::Stop);
        }
    }

    fn send(&mut self, order: Order) {
        let orders = self.orders.get_or_insert_with(|| {
            let (orders, inbox) = mpsc::channel();
            let endpoint = self.endpoint.clone();
            let trouble = self.trouble.clone();
            std::thread::Builder::new()
                .name("speech".into())
                .spawn(move || Worker::new(endpoint, trouble).run(inbox))
                .ok();
            orders
        });
        // A thread that could not start, or ended: silence.
        let _ = orders.send(order);
    }
}

/// The speaker's thread: one connection, opened when first needed.
struct Worker {
    endpoint: Endpoint,
    trouble: Arc<Mutex<Option<Trouble>>>,
    connection: Option<ssip::Connection>,
    /// The service failed: silent until a new voice is asked for.
    failed: bool,
    spawned: bool,
    voice: Option<Voice>,
}

impl Worker {
    fn new(endpoint: Endpoint, trouble: Arc<Mutex<Option<Trouble>>>) -> Worker {
        Worker {
            endpoint,
            trouble,
            connection: None,
            failed: false,
            spawned: false,
            voice: None,
        }
    }

    fn run(mut self, inbox: Receiver<Order>) {
        while let Ok(first) = inbox.recv() {
            let mut orders = vec![first];
            orders.extend(inbox.try_iter());
            // What a later cut or stop makes out of date is never said.
            let from = orders
                .iter()
                .rposition(|o| matches!(o, Order::Stop | Order::Say { cut: true, .. }))
                .unwrap_or(0);
            for (i, order) in orders.into_iter().enumerate() {
                match order {
                    Order::Voice(voice) => {
                        self.failed = false;
                        if let Ok(mut trouble) = self.trouble.lock() {
                            *trouble = None;
                        }
                        self.voice = Some(voice);
                        if let Some(connection) = self.connection.take() {
                            self.connection = self.configured(connection);
                        }
                    }
                    Order::Say { .. } if i < from => {}
                    Order::Say {
                        utterances,
                        cut,
                        done,
                    } => {
                        self.speak(&utterances, cut);
                        if let Some(done) = done {
                            let _ = done.send(());
                        }
                    }
                    Order::Stop => {
                        if let Some(connection) = &mut self.connection {
                            let result = connection.command("CANCEL self").map(drop);
                            self.check(result);
                        }
                    }
                }
            }
        }
    }

    fn speak(&mut self, utterances: &[Utterance], cut: bool) {
        if self.connection.is_none() && !self.failed {
            self.connection = self.connect();
        }
        let Some(connection) = &mut self.connection else {
            return;
        };
        let mut result = Ok(());
        if cut {
            result = connection.command("CANCEL self").map(drop);
        }
        for utterance in utterances {
            if result.is_err() {
                break;
            }
            result = match utterance {
                Utterance::Say(words) => connection.speak(words),
                Utterance::Sound(name) => {
                    connection.command(&format!("SOUND_ICON {name}")).map(drop)
                }
            };
        }
        self.check(result);
    }

    /// A failed exchange: the connection is dropped, the speaker silent.
    fn check(&mut self, result: std::io::Result<()>) {
        if result.is_err() {
            self.connection = None;
            self.fail();
        }
    }

    fn fail(&mut self) {
        self.failed = true;
        if let Ok(mut trouble) = self.trouble.lock() {
            *trouble = Some(Trouble::Unavailable);
        }
    }

    /// Connects, starting the service once if its socket is missing.
    fn connect(&mut self) -> Option<ssip::Connection> {
        let Some(socket) = self.endpoint.socket.clone() else {
            self.fail();
            return None;
        };
        if !socket.exists() && self.endpoint.spawn && !self.spawned {
            self.spawned = true;
            spawn_service();
            let start = Instant::now();
            while !socket.exists() && start.elapsed() < REPLY_TIMEOUT {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        match ssip::Connection::open(&socket, REPLY_TIMEOUT) {
            Ok(mut connection) => match connection.hello() {
                Ok(()) => self.configured(connection),
                Err(_) => {
                    self.fail();
                    None
                }
            },
            Err(_) => {
                self.fail();
                None
            }
        }
    }

    /// The connection with the voice set, or none if the service failed.
    fn configured(&mut self, mut connection: ssip::Connection) -> Option<ssip::Connection> {
        let Some(voice) = self.voice.clone() else {
            return Some(connection);
        };
        let set = [
            format!("SET self LANGUAGE {}", voice.language),
            format!("SET self RATE {}", voice.rate),
            format!("SET self VOLUME {}", voice.volume),
        ];
        if set.iter().any(|line| connection.command(line).is_err()) {
            self.fail();
            return None;
        }
        let trouble = match connection.voice_languages() {
            Ok(languages)
                if !languages
                    .iter()
                    .any(|l| l.split(['-', '_']).next() == Some(voice.language.as_str())) =>
            {
                Some(Trouble::NoVoice(voice.language.clone()))
            }
            _ => None,
        };
        if let Ok(mut shared) = self.trouble.lock() {
            *shared = trouble;
        }
        Some(connection)
    }
}

/// `speech-dispatcher --spawn`, given [`SPAWN_TIMEOUT`] at most; on
/// Debian the service starts only when a client starts it.
fn spawn_service() {
    let Ok(mut child) = Command::new("speech-dispatcher")
        .arg("--spawn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    else {
        return;
    };
    let start = Instant::now();
    while start.elapsed() < SPAWN_TIMEOUT {
        if let Ok(Some(_)) = child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
}
