//! `POST /p/<token>/act`: a phone's request to act for its player.
//!
//! Only the browser that claimed the link may act (its claim cookie), and
//! only for that link's player; only from the server's own pages (the
//! `Origin` is this server's, `Sec-Fetch-Site` is `same-origin` where the
//! browser sends it, the body is `application/json`, which no cross-site
//! form can send); a body of at most [`MAX_BODY`] bytes; at most
//! [`ACTS_PER_SECOND`] requests a second per link. A request is handed
//! to the app ([`Asked`]), which answers once its change is on disk; a
//! request sent again with the same id gets the same answer, and is not
//! handed over twice, also when the phone hung up before its answer. A request the app does not answer in
//! [`ANSWER_TIME`] is answered "busy", and the app then no longer takes
//! it ([`Answering::waiting`]).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::sync::{mpsc, oneshot, watch};

use super::acting::{MAX_BODY, MAX_ID, Outcome, Request};
use super::peers::Shared;
use crate::t;

/// Requests a second one link may send; more are answered 429.
pub const ACTS_PER_SECOND: u32 = 5;

/// How long a request waits for the app's answer.
pub const ANSWER_TIME: Duration = Duration::from_secs(10);

/// Answers kept per link, for requests sent again.
const KEPT: usize = 32;

/// Requests waiting for the app at once, over every link.
const QUEUE: usize = 64;

/// A phone's request, handed to the app.
#[derive(Debug, Clone)]
pub struct Asked {
    /// The seat of the link's player, as the page was shown it.
    pub seat: usize,
    /// What the page asks.
    pub request: Request,
    /// Where the answer goes.
    pub answer: Answering,
}

/// The way back to a waiting request: answered once.
#[derive(Debug, Clone)]
pub struct Answering(Arc<Mutex<Option<oneshot::Sender<Outcome>>>>);

impl Answering {
    /// A way back, and where its answer arrives (for a client of the
    /// door other than the server: a test).
    pub fn new() -> (Answering, oneshot::Receiver<Outcome>) {
        let (sender, receiver) = oneshot::channel();
        (Answering(Arc::new(Mutex::new(Some(sender)))), receiver)
    }

    /// Whether the phone still waits for the answer: a request whose
    /// phone was told "busy" is not taken any more.
    pub fn waiting(&self) -> bool {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .as_ref()
            .is_some_and(|sender| !sender.is_closed())
    }

    /// Answers the request (a second answer is dropped).
    pub fn send(&self, outcome: Outcome) {
        let sender = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take();
        if let Some(sender) = sender {
            let _ = sender.send(outcome);
        }
    }
}

/// What the server keeps of the phones' requests.
pub(crate) struct Desk {
    to_app: mpsc::Sender<Asked>,
    from_phones: Mutex<Option<mpsc::Receiver<Asked>>>,
    links: Mutex<HashMap<u64, LinkActs>>,
}

/// One link's requests: its rate, and the answers of its last requests
/// by id (`None` while one is still waited for).
#[derive(Default)]
struct LinkActs {
    second: Option<(Instant, u32)>,
    answers: HashMap<String, watch::Receiver<Option<Outcome>>>,
    order: VecDeque<String>,
}

impl Desk {
    pub(crate) fn new() -> Desk {
        let (to_app, from_phones) = mpsc::channel(QUEUE);
        Desk {
            to_app,
            from_phones: Mutex::new(Some(from_phones)),
            links: Mutex::new(HashMap::new()),
        }
    }

    /// The phones' requests, for the one who applies them (once).
    pub(crate) fn requests(&self) -> Option<mpsc::Receiver<Asked>> {
        self.from_phones
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take()
    }

    /// Whether link `key` may send one more request this second.
    fn rate(&self, key: u64) -> bool {
        let mut links = self.links.lock().unwrap_or_else(|e| e.into_inner());
        let link = links.entry(key).or_default();
        let now = Instant::now();
        let (since, count) = link.second.get_or_insert((now, 0));
        if now.duration_since(*since) >= Duration::from_secs(1) {
            *since = now;
            *count = 0;
        }
        if *count >= ACTS_PER_SECOND {
            return false;
        }
        *count += 1;
        true
    }

    /// The answer to `id` of link `key` if it was sent before (waited
    /// for, or kept); else a place for its answer, the id now taken.
    fn seen(
        &self,
        key: u64,
        id: &str,
    ) -> Result<watch::Receiver<Option<Outcome>>, watch::Sender<Option<Outcome>>> {
        let mut links = self.links.lock().unwrap_or_else(|e| e.into_inner());
        let link = links.entry(key).or_default();
        if let Some(answer) = link.answers.get(id) {
            return Ok(answer.clone());
        }
        let (sender, receiver) = watch::channel(None);
        link.answers.insert(id.to_owned(), receiver);
        link.order.push_back(id.to_owned());
        while link.order.len() > KEPT {
            if let Some(old) = link.order.pop_front() {
                link.answers.remove(&old);
            }
        }
        Err(sender)
    }
}

/// The answer's status: 200 done; 409 the game moved on; 503 the laptop
/// cannot save (or is busy); 422 refused by the rules or not the
/// player's; 400 a request no page sends.
fn status(outcome: &Outcome) -> StatusCode {
    match outcome.why.as_deref() {
        None => StatusCode::OK,
        Some("stale") => StatusCode::CONFLICT,
        Some("cannot-save" | "busy") => StatusCode::SERVICE_UNAVAILABLE,
        Some("bad") => StatusCode::BAD_REQUEST,
        Some(_) => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

fn json(status: StatusCode, outcome: &Outcome, state: Option<&str>) -> Response {
    let mut value = serde_json::to_value(outcome).unwrap_or_default();
    if let (Some(state), Some(object)) = (state, value.as_object_mut())
        && let Ok(state) = serde_json::from_str::<serde_json::Value>(state)
    {
        object.insert("state".into(), state);
    }
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        value.to_string(),
    )
        .into_response()
}

/// Whether the request comes from this server's own page: its Origin is
/// the server's (the Host was checked already), and the browser says it
/// is same-origin where it says so, and its body is JSON.
fn same_origin(headers: &HeaderMap) -> bool {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin = headers.get(header::ORIGIN).and_then(|h| h.to_str().ok());
    let (Some(host), Some(origin)) = (host, origin) else {
        return false;
    };
    let site_ok = headers
        .get("sec-fetch-site")
        .and_then(|h| h.to_str().ok())
        .is_none_or(|site| site == "same-origin");
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|h| h.to_str().ok())
        .and_then(|kind| kind.split(';').next())
        .is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"));
    site_ok && json && origin.eq_ignore_ascii_case(&format!("http://{host}"))
}

/// A request of the link `key` (its cookie was checked): answered once
/// the app has answered it, or at once when it cannot be taken.
pub(crate) async fn act(shared: Arc<Shared>, key: u64, headers: HeaderMap, body: Body) -> Response {
    let version = || shared.snapshots.borrow().snapshot.version;
    if !same_origin(&headers) {
        let outcome = Outcome::refused("bad", t!("share-act-foreign"), version());
        return json(StatusCode::FORBIDDEN, &outcome, None);
    }
    if !shared.desk.rate(key) {
        let outcome = Outcome::refused("busy", t!("share-act-too-fast"), version());
        let mut response = json(StatusCode::TOO_MANY_REQUESTS, &outcome, None);
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return response;
    }
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|h| h.to_str().ok())
        .and_then(|h| h.parse::<usize>().ok());
    if declared.is_some_and(|length| length > MAX_BODY) {
        let outcome = Outcome::refused("bad", t!("share-act-too-big"), version());
        return json(StatusCode::PAYLOAD_TOO_LARGE, &outcome, None);
    }
    let Ok(bytes) = axum::body::to_bytes(body, MAX_BODY).await else {
        let outcome = Outcome::refused("bad", t!("share-act-too-big"), version());
        return json(StatusCode::PAYLOAD_TOO_LARGE, &outcome, None);
    };
    let request = match serde_json::from_slice::<Request>(&bytes) {
        Ok(request) if !request.id.is_empty() && request.id.len() <= MAX_ID => request,
        _ => {
            let outcome = Outcome::refused("bad", t!("share-act-unknown"), version());
            return json(StatusCode::BAD_REQUEST, &outcome, None);
        }
    };
    let seat = {
        let published = shared.snapshots.borrow();
        published.owners.iter().position(|k| *k == key)
    };
    let Some(seat) = seat else {
        return super::routes::not_found(&shared);
    };
    let outcome = match shared.desk.seen(key, &request.id) {
        Ok(mut answer) => {
            // Sent before: its answer, once there is one.
            let waited = tokio::time::timeout(ANSWER_TIME, answer.wait_for(Option::is_some)).await;
            match waited {
                Ok(Ok(outcome)) => outcome.clone().unwrap_or_else(|| busy(version())),
                _ => busy(version()),
            }
        }
        Err(place) => {
            // Handed over apart from this connection: if the phone hangs
            // up before the answer (a lost connection), the request is
            // still taken and its answer kept for the same id sent again.
            let handing = Arc::clone(&shared);
            let version = version();
            let answered = tokio::spawn(async move {
                let outcome = hand_over(&handing, seat, request, version).await;
                let _ = place.send(Some(outcome.clone()));
                outcome
            });
            answered.await.unwrap_or_else(|_| busy(version))
        }
    };
    // A state the page was not built from: the newest, with the refusal.
    let state = if outcome.why.as_deref() == Some("stale") {
        shared.snapshots.borrow().of(key)
    } else {
        None
    };
    json(status(&outcome), &outcome, state.as_deref())
}

fn busy(version: u64) -> Outcome {
    Outcome::refused("busy", t!("share-act-busy"), version)
}

/// Hands `request` to the app and waits for its answer.
async fn hand_over(shared: &Shared, seat: usize, request: Request, version: u64) -> Outcome {
    let (answer, receiver) = Answering::new();
    let asked = Asked {
        seat,
        request,
        answer,
    };
    if shared.desk.to_app.try_send(asked).is_err() {
        return busy(version);
    }
    match tokio::time::timeout(ANSWER_TIME, receiver).await {
        Ok(Ok(outcome)) => outcome,
        _ => busy(version),
    }
}
