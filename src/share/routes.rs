//! What the server answers: `GET` of the table page (`/`) and its event
//! stream (`/events`), a private page (`/p/<token>`) and its stream
//! (`/p/<token>/events`), and the pages' own assets. Everything else gets
//! one answer: the same 404, whether the address is unknown or a private
//! page's token is wrong, revoked or claimed by another browser; any
//! method but `GET` gets 405. Every answer carries the same strict
//! headers (see [`SECURITY_HEADERS`]); pages and streams are never cached.

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use futures_util::Stream;
use tokio::sync::watch;

use super::Snapshot;
use super::assets;
use super::links::{Access, COOKIE, SECRET_CHARS};
use super::peers::{Peer, Published, Shared, StreamSlot};

/// The Content-Security-Policy of every answer: the pages load their
/// script, styles, font and pictures from this server only, talk to it
/// only, and may not be framed, post forms or set a base address.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'none'; \
base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The headers every answer carries, 404 and 405 included.
pub const SECURITY_HEADERS: [(&str, &str); 6] = [
    ("content-security-policy", CSP),
    ("referrer-policy", "no-referrer"),
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    ("cross-origin-opener-policy", "same-origin"),
    ("cross-origin-resource-policy", "same-origin"),
];

/// The body of every 404.
pub const NOT_FOUND: &str = "Not found\n";

/// How long a claim's cookie lasts: a long evening and the morning after;
/// the tokens themselves end with the app's run.
const COOKIE_SECS: u32 = 2 * 24 * 60 * 60;

/// The routes of one connection, from `peer`.
pub(crate) fn router(shared: Arc<Shared>, peer: Arc<Peer>) -> Router {
    Router::new()
        .route("/", get(table_page))
        .route("/events", get(table_events))
        .route(
            "/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", assets::JS) }),
        )
        .route(
            "/app.css",
            get(|| async { asset("text/css; charset=utf-8", assets::CSS) }),
        )
        .route("/theme.css", get(theme_css))
        .route("/font.ttf", get(font))
        .route(
            "/icon.svg",
            get(|| async { asset("image/svg+xml", assets::ICON) }),
        )
        .route("/qr.svg", get(qr_svg))
        .fallback(private_or_not_found)
        .layer(middleware::from_fn_with_state(shared.clone(), guard))
        .layer(axum::Extension(peer))
        .with_state(shared)
}

/// The answer to a peer over one of its limits (streams open, fonts a
/// second): try again in a second.
fn too_many() -> Response {
    let mut response = plain(StatusCode::TOO_MANY_REQUESTS, "Too many requests\n");
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    response
}

/// The font, at most a few times a second to one peer: it is the largest
/// answer (440 KB), and a browser caches it for a day.
async fn font(
    State(shared): State<Arc<Shared>>,
    Extension(peer): Extension<Arc<Peer>>,
) -> Response {
    if !peer.font(shared.limits.peer_fonts_per_second) {
        return too_many();
    }
    asset("font/ttf", assets::font())
}

/// Refuses every method but `GET` and any `Host` but the server's own
/// (a page on another site reached through DNS rebinding sends its own
/// name), then adds the strict headers to whatever is answered.
async fn guard(State(shared): State<Arc<Shared>>, request: Request, next: Next) -> Response {
    let head = request.method() == Method::HEAD;
    // A phone acts with a POST to its own link's `/act`, nothing else.
    let act = request.method() == Method::POST && request.uri().path().ends_with("/act");
    let mut response = if request.method() != Method::GET && !head && !act {
        let mut refused = plain(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed\n");
        refused
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        refused
    } else if !host_allowed(&shared, request.headers()) {
        not_found(&shared)
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    for (name, value) in SECURITY_HEADERS {
        headers.insert(name, HeaderValue::from_static(value));
    }
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    if head {
        // HEAD: the same answer without its body (RFC 9110), its length
        // the body's.
        let (mut parts, body) = response.into_parts();
        if let Some(length) = hyper::body::Body::size_hint(&body).exact()
            && !parts.headers.contains_key(header::CONTENT_LENGTH)
        {
            parts
                .headers
                .insert(header::CONTENT_LENGTH, HeaderValue::from(length));
        }
        return Response::from_parts(parts, axum::body::Body::empty());
    }
    response
}

fn host_allowed(shared: &Shared, headers: &HeaderMap) -> bool {
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return false;
    };
    let local = shared.local;
    let port = local.port();
    let own = match local.ip() {
        std::net::IpAddr::V4(ip) => format!("{ip}:{port}"),
        std::net::IpAddr::V6(ip) => format!("[{ip}]:{port}"),
    };
    host.eq_ignore_ascii_case(&own)
        || (local.ip().is_loopback() && host.eq_ignore_ascii_case(&format!("localhost:{port}")))
}

fn plain(status: StatusCode, body: &'static str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        body,
    )
        .into_response()
}

/// The one answer to everything unknown. It looks a token up like a
/// private page would, so both take the same time.
pub(crate) fn not_found(shared: &Shared) -> Response {
    let _ = shared.links.open("", None, false);
    plain(StatusCode::NOT_FOUND, NOT_FOUND)
}

fn asset(kind: &'static str, body: &'static [u8]) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            // Addresses carry the build's version (see `assets::VERSION`).
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        body,
    )
        .into_response()
}

async fn theme_css(State(shared): State<Arc<Shared>>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        shared.theme_css.clone(),
    )
        .into_response()
}

async fn qr_svg(State(shared): State<Arc<Shared>>) -> Response {
    (
        [(header::CONTENT_TYPE, "image/svg+xml")],
        shared.qr_svg.clone(),
    )
        .into_response()
}

/// A page with `state` in it: the table's, or the seat's own.
fn html(snapshot: &Snapshot, shared: &Shared, state: &str) -> Response {
    let page = assets::page(
        snapshot.lang,
        &snapshot.title,
        shared.limits.keep_alive.as_millis(),
        state,
    );
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        page,
    )
        .into_response()
}

async fn table_page(State(shared): State<Arc<Shared>>) -> Response {
    let snapshot = shared.snapshots.borrow().snapshot.clone();
    html(&snapshot, &shared, &snapshot.table)
}

async fn table_events(
    State(shared): State<Arc<Shared>>,
    Extension(peer): Extension<Arc<Peer>>,
    method: Method,
) -> Response {
    if method == Method::HEAD {
        return stream_head();
    }
    match peer.stream(shared.limits.peer_streams) {
        Some(slot) => stream(shared, None, slot),
        None => too_many(),
    }
}

/// `/p/<token>` and `/p/<token>/events` for the browser that holds the
/// link; anything else is not found.
async fn private_or_not_found(
    State(shared): State<Arc<Shared>>,
    Extension(peer): Extension<Arc<Peer>>,
    request: Request,
) -> Response {
    let path = request.uri().path().to_owned();
    let rest = path.strip_prefix("/p/").unwrap_or_default();
    if let Some(token) = rest.strip_suffix("/act") {
        return act(shared, token, request).await;
    }
    let (token, events) = match rest.strip_suffix("/events") {
        Some(token) => (token, true),
        None => (rest, false),
    };
    if token.len() != SECRET_CHARS || token.contains('/') || request.method() == Method::POST {
        return not_found(&shared);
    }
    let head = request.method() == Method::HEAD;
    // A stream's place is taken before its token is looked at, so the
    // answer over the limit says nothing about the token.
    let slot = if events && !head {
        match peer.stream(shared.limits.peer_streams) {
            Some(slot) => Some(slot),
            None => return too_many(),
        }
    } else {
        None
    };
    let cookie = claim_cookie(request.headers());
    // Only a GET of the page claims: never its stream, never a HEAD.
    let access = match shared
        .links
        .open(token, cookie.as_deref(), !events && !head)
    {
        Ok(access) => access,
        Err(_) => Access::Denied,
    };
    // The state of the link's player, from the one published value that
    // says which seat is whose.
    let page = |key: u64| {
        let published = shared.snapshots.borrow().clone();
        let state = published.of(key)?;
        Some(html(&published.snapshot, &shared, &state))
    };
    match access {
        Access::Denied => not_found(&shared),
        Access::Owner { .. } if events && head => stream_head(),
        Access::Owner { key } if events => match slot {
            Some(slot) => stream(shared, Some(key), slot),
            None => not_found(&shared),
        },
        Access::Owner { key } => page(key).unwrap_or_else(|| not_found(&shared)),
        Access::Claimed { key, claim } => {
            shared.refresh_status();
            let Some(mut response) = page(key) else {
                return not_found(&shared);
            };
            let cookie = format!(
                "{COOKIE}={claim}; Path=/p/{token}; Max-Age={COOKIE_SECS}; HttpOnly; SameSite=Strict"
            );
            if let Ok(value) = HeaderValue::from_str(&cookie) {
                response.headers_mut().insert(header::SET_COOKIE, value);
            }
            response
        }
    }
}

/// `POST /p/<token>/act`, for the browser that holds the link only (its
/// claim cookie; never a claim): see `act.rs`. Anything else there is the
/// one 404.
async fn act(shared: Arc<Shared>, token: &str, request: Request) -> Response {
    if token.len() != SECRET_CHARS || token.contains('/') || request.method() != Method::POST {
        return not_found(&shared);
    }
    let cookie = claim_cookie(request.headers());
    match shared.links.open(token, cookie.as_deref(), false) {
        Ok(Access::Owner { key }) => {
            let (parts, body) = request.into_parts();
            super::act::act(shared, key, parts.headers, body).await
        }
        _ => not_found(&shared),
    }
}

/// The claim a request carries, if any.
fn claim_cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value.to_owned())
}

/// A stream's answer to HEAD: its headers, no stream.
fn stream_head() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/event-stream"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        axum::body::Body::empty(),
    )
        .into_response()
}

/// Counts a page connected while its stream is open, and holds its
/// place among its peer's streams.
struct Connected {
    shared: Arc<Shared>,
    _slot: StreamSlot,
}

impl Connected {
    fn new(shared: Arc<Shared>, slot: StreamSlot) -> Connected {
        shared.pages.fetch_add(1, Ordering::SeqCst);
        shared.refresh_status();
        Connected {
            shared,
            _slot: slot,
        }
    }
}

impl Drop for Connected {
    fn drop(&mut self) {
        self.shared.pages.fetch_sub(1, Ordering::SeqCst);
        self.shared.refresh_status();
    }
}

/// The event stream: the whole state at once, then the newest state after
/// each change (one that falls behind skips to the newest), a keep-alive
/// between. A private stream ends, saying so, when its link is renewed.
fn stream(shared: Arc<Shared>, key: Option<u64>, slot: StreamSlot) -> Response {
    let receiver = shared.snapshots.subscribe();
    // Every event carries a data line: a browser drops an event without
    // one, and a page that hears nothing for two keep-alives says the
    // connection is lost.
    let keep_alive = KeepAlive::new()
        .interval(shared.limits.keep_alive)
        .event(Event::default().event("ping").data("ping"));
    let ends = tokio::time::Instant::now() + shared.limits.stream_time;
    let events = states(Connected::new(shared, slot), receiver, key, ends);
    let mut response = Sse::new(events).keep_alive(keep_alive).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

enum Step {
    First,
    Next,
    Done,
}

/// The events of one stream until `ends`: then `again`, which the page
/// answers by opening a new stream at once, without a word (so no stream,
/// read or not, is held for longer).
fn states(
    connected: Connected,
    receiver: watch::Receiver<Arc<Published>>,
    key: Option<u64>,
    ends: tokio::time::Instant,
) -> impl Stream<Item = Result<Event, Infallible>> {
    futures_util::stream::unfold(
        (connected, receiver, Step::First),
        move |(connected, mut receiver, step)| async move {
            match step {
                Step::Done => return None,
                Step::Next => {
                    tokio::select! {
                        changed = receiver.changed() => changed.ok()?,
                        () = tokio::time::sleep_until(ends) => {
                            let again = Event::default().event("again").data("again");
                            return Some((Ok(again), (connected, receiver, Step::Done)));
                        }
                    }
                }
                Step::First => {}
            }
            let published = receiver.borrow_and_update().clone();
            let data = match key {
                None => published.snapshot.table.clone(),
                Some(key) => match published.of(key) {
                    Some(state) => state,
                    None => {
                        let revoked = Event::default().event("revoked").data("revoked");
                        return Some((Ok(revoked), (connected, receiver, Step::Done)));
                    }
                },
            };
            let event = Event::default().event("state").data(&*data);
            Some((Ok(event), (connected, receiver, Step::Next)))
        },
    )
}
