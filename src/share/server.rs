//! The server: a listener on one address, each connection served by
//! hyper under the limits (kept in `peers.rs`), the routes in `routes.rs`.
//!
//! Limits ([`Limits`]): at most 64 connections, and 6 from one peer
//! address (more are closed at once), of which at most 4 event streams
//! (more are answered 429); a request head of at most 8 KiB (hyper
//! answers 431 beyond); the whole head within 5 s of the connection
//! opening or of the request's first byte (else the connection is
//! closed); a connection with nothing to do closed after 30 s; an event
//! stream written to at least every 15 s (a keep-alive) and ended after
//! 10 minutes; a small send buffer, and a connection whose write waited
//! 30 s for its peer to read is closed; one peer is sent at most 1 MB a
//! second over all its connections, and at most 2 fonts a second. A
//! watchdog per connection keeps these times.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use hyper::body::{Body, Frame, SizeHint};
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::sync::{Semaphore, watch};
use tower::ServiceExt;

use super::Snapshot;
use super::links::Links;
use super::peers::{Limits, Peer, PeerConnection, Published, Shared, Status};
use super::routes;

/// The port the table page is offered on, if it is free.
pub const DEFAULT_PORT: u16 = 47474;
/// How many ports after the asked one are tried when it is taken.
pub const PORTS_TRIED: u16 = 20;

/// Where to listen and under which limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The address: the default route's (see [`default_address`]), or one
    /// the table picked; tests pass 127.0.0.1.
    pub address: IpAddr,
    /// The port asked for; the next free ones are tried when it is taken.
    pub port: u16,
    /// The limits.
    pub limits: Limits,
}

impl Config {
    /// Port 47474 (or the next free one) on `address`, with the default limits.
    pub fn on(address: IpAddr) -> Config {
        Config {
            address,
            port: DEFAULT_PORT,
            limits: Limits::default(),
        }
    }
}

/// The address of the default route: the one this machine would send
/// from to the rest of the network, IPv4's if it has one, else IPv6's.
/// Found by asking the system which source address a UDP socket
/// "connected" to a documentation address would use; connecting a UDP
/// socket sends nothing.
pub fn default_address() -> Option<IpAddr> {
    let probe = |any: &str, far: &str| {
        let socket = std::net::UdpSocket::bind(any).ok()?;
        socket.connect(far).ok()?;
        Some(socket.local_addr().ok()?.ip())
    };
    choose_default(
        probe("0.0.0.0:0", "192.0.2.1:9"),
        probe("[::]:0", "[2001:db8::1]:9"),
    )
}

/// The default address from the two probes' answers: IPv4's, else
/// IPv6's; never one a phone could not open (see [`refused`]) nor this
/// machine's own loopback.
fn choose_default(v4: Option<IpAddr>, v6: Option<IpAddr>) -> Option<IpAddr> {
    [v4, v6]
        .into_iter()
        .flatten()
        .find(|ip| refused(*ip).is_none() && !ip.is_loopback())
}

/// Why an address cannot be listened on for phones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// 0.0.0.0 or `::`: every network at once, so the code would show an
    /// address no phone can open.
    Everywhere,
    /// A multicast or broadcast address: a group, not this computer.
    Group,
}

/// Whether `address` is refused before anything is bound, and why.
pub fn refused(address: IpAddr) -> Option<Refusal> {
    let address = address.to_canonical();
    if address.is_unspecified() {
        return Some(Refusal::Everywhere);
    }
    let broadcast = matches!(address, IpAddr::V4(ip) if ip.is_broadcast());
    (address.is_multicast() || broadcast).then_some(Refusal::Group)
}

/// A running server; it stops when dropped.
pub struct Server {
    shared: Arc<Shared>,
    stop: watch::Sender<bool>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server")
            .field("local", &self.shared.local)
            .finish_non_exhaustive()
    }
}

impl Server {
    /// Listens on `config`'s address, on its port or the next free one,
    /// and serves `snapshot` (then whatever is published) on `runtime`.
    /// Fails at once if no port can be had.
    pub fn start(
        config: &Config,
        links: Arc<Links>,
        snapshot: Snapshot,
        runtime: &tokio::runtime::Handle,
    ) -> io::Result<Server> {
        if let Some(refusal) = refused(config.address) {
            let why = match refusal {
                Refusal::Everywhere => "an address of every network at once",
                Refusal::Group => "a multicast or broadcast address",
            };
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("{} is {why}", config.address),
            ));
        }
        let _entered = runtime.enter();
        let listener = bind(config.address, config.port, config.limits.send_buffer)?;
        let local = listener.local_addr()?;
        let url = url(local);
        let shared = Arc::new(Shared {
            status: watch::Sender::new(Status {
                pages: 0,
                claimed: links.claimed(),
                rescan: links.rescan(),
            }),
            snapshots: watch::Sender::new(Published::new(Arc::new(snapshot), &links)),
            links,
            limits: config.limits,
            local,
            pages: AtomicUsize::new(0),
            peers: Mutex::new(HashMap::new()),
            qr_svg: super::qr::svg(&url).unwrap_or_default(),
            theme_css: super::look::theme_css(),
            desk: super::act::Desk::new(),
        });
        let (stop, stopped) = watch::channel(false);
        runtime.spawn(accept(listener, shared.clone(), stopped));
        Ok(Server { shared, stop })
    }

    /// Where it listens.
    pub fn local_addr(&self) -> SocketAddr {
        self.shared.local
    }

    /// The table page's address.
    pub fn url(&self) -> String {
        url(self.shared.local)
    }

    /// The private page's address of `seat`.
    pub fn private_url(&self, seat: usize) -> Option<String> {
        let token = self.shared.links.token(seat)?;
        Some(format!("{}p/{token}", self.url()))
    }

    /// Hands every page a new state at once; never waits. A page that
    /// has not taken the last one gets only the newest. Each seat's
    /// private state goes to the link in that seat now: the caller puts
    /// the links in the snapshot's seat order first (`Links::follow`).
    pub fn publish(&self, snapshot: Snapshot) {
        self.shared
            .snapshots
            .send_replace(Published::new(Arc::new(snapshot), &self.shared.links));
        self.shared.refresh_status();
    }

    /// The phones' requests to act, for the one who applies them: the
    /// first call has them, later calls `None`. Each is answered through
    /// its [`Asked::answer`](super::Asked).
    pub fn requests(&self) -> Option<tokio::sync::mpsc::Receiver<super::Asked>> {
        self.shared.desk.requests()
    }

    /// The pages connected and the links claimed.
    pub fn status(&self) -> Status {
        self.shared.status.borrow().clone()
    }

    /// Follows [`Server::status`]; ends when the server stops.
    pub fn status_feed(&self) -> watch::Receiver<Status> {
        self.shared.status.subscribe()
    }

    /// *New links*: every private link is replaced, and the pages opened
    /// with the old ones are cut off and told so.
    pub fn renew_links(&self) -> io::Result<()> {
        self.shared.links.renew()?;
        // The same state for the new links: the streams of the old ones
        // find no seat and end.
        let snapshot = self.shared.snapshots.borrow().snapshot.clone();
        self.shared
            .snapshots
            .send_replace(Published::new(snapshot, &self.shared.links));
        self.shared.refresh_status();
        Ok(())
    }

    /// Stops listening and closes every connection.
    pub fn stop(self) {}
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
    }
}

/// The table page's address: an IPv6 address in brackets.
fn url(local: SocketAddr) -> String {
    match local.ip() {
        IpAddr::V6(ip) => format!("http://[{ip}]:{}/", local.port()),
        IpAddr::V4(ip) => format!("http://{ip}:{}/", local.port()),
    }
}

/// A listener on `address`, on `port` or the next free one; each
/// connection it accepts has a send buffer of `send_buffer` bytes (a
/// listening socket's buffer sizes pass to the connections it accepts).
fn bind(address: IpAddr, port: u16, send_buffer: usize) -> io::Result<tokio::net::TcpListener> {
    let mut last = None;
    for port in (0..PORTS_TRIED).filter_map(|i| port.checked_add(i)) {
        let socket = match address {
            IpAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
            IpAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
        };
        // As the standard library's listeners do: a port left in
        // TIME_WAIT by a server just stopped can be had again.
        socket.set_reuseaddr(true)?;
        socket.set_send_buffer_size(u32::try_from(send_buffer).unwrap_or(u32::MAX))?;
        match socket.bind(SocketAddr::new(address, port)) {
            Ok(()) => return socket.listen(1024),
            Err(error) if error.kind() == io::ErrorKind::AddrInUse => last = Some(error),
            Err(error) => return Err(error),
        }
        if port == 0 {
            break;
        }
    }
    Err(last.unwrap_or_else(|| io::Error::from(io::ErrorKind::AddrInUse)))
}

async fn accept(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    mut stopped: watch::Receiver<bool>,
) {
    let permits = Arc::new(Semaphore::new(shared.limits.connections));
    loop {
        let accepted = tokio::select! {
            _ = stopped.changed() => break,
            accepted = listener.accept() => accepted,
        };
        let Ok((tcp, from)) = accepted else {
            // Out of file descriptors and the like: wait a moment.
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        // Over the limit, in all or for this peer: closed at once.
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            drop(tcp);
            continue;
        };
        let Some(peer) = PeerConnection::new(&shared, from.ip()) else {
            drop(tcp);
            continue;
        };
        let _ = tcp.set_nodelay(true);
        let shared = shared.clone();
        let stopped = stopped.clone();
        tokio::spawn(async move {
            serve(tcp, shared, peer.peer.clone(), stopped).await;
            drop(peer);
            drop(permit);
        });
    }
}

const NONE: u64 = u64::MAX;

/// What a connection did when, in milliseconds since it opened.
struct Watch {
    opened: Instant,
    last_read: AtomicU64,
    last_write: AtomicU64,
    /// Since when a request's head is being read, if one is.
    head_since: AtomicU64,
    /// Since when a write waits for the peer to read, if one does.
    write_waits: AtomicU64,
    /// Responses under way (their bodies not yet finished).
    busy: AtomicUsize,
}

impl Watch {
    fn new() -> Watch {
        Watch {
            opened: Instant::now(),
            last_read: AtomicU64::new(0),
            last_write: AtomicU64::new(0),
            // The first head is due from the moment the connection opens.
            head_since: AtomicU64::new(0),
            write_waits: AtomicU64::new(NONE),
            busy: AtomicUsize::new(0),
        }
    }

    fn now(&self) -> u64 {
        u64::try_from(self.opened.elapsed().as_millis()).unwrap_or(NONE - 1)
    }

    fn read(&self) {
        let now = self.now();
        self.last_read.store(now, Ordering::SeqCst);
        if self.busy.load(Ordering::SeqCst) == 0 {
            let _ = self
                .head_since
                .compare_exchange(NONE, now, Ordering::SeqCst, Ordering::SeqCst);
        }
    }

    fn wrote(&self) {
        self.last_write.store(self.now(), Ordering::SeqCst);
    }

    /// A write could not go ahead (the peer's buffers are full), or did.
    fn waiting(&self, waits: bool) {
        if waits {
            let now = self.now();
            let _ =
                self.write_waits
                    .compare_exchange(NONE, now, Ordering::SeqCst, Ordering::SeqCst);
        } else {
            self.write_waits.store(NONE, Ordering::SeqCst);
        }
    }

    fn request(&self) {
        self.head_since.store(NONE, Ordering::SeqCst);
        self.busy.fetch_add(1, Ordering::SeqCst);
    }

    fn finished(&self) {
        self.wrote();
        self.busy.fetch_sub(1, Ordering::SeqCst);
    }

    /// Whether the connection broke a limit.
    fn overdue(&self, limits: &Limits) -> bool {
        let now = self.now();
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(NONE - 1);
        let waits = self.write_waits.load(Ordering::SeqCst);
        if waits != NONE && now.saturating_sub(waits) > ms(limits.stalled_write) {
            return true;
        }
        let head = self.head_since.load(Ordering::SeqCst);
        if head != NONE {
            return now.saturating_sub(head) > ms(limits.header_time);
        }
        let last_write = self.last_write.load(Ordering::SeqCst);
        if self.busy.load(Ordering::SeqCst) > 0 {
            // A response (or a stream) that could write nothing for so long.
            return now.saturating_sub(last_write) > ms(limits.idle);
        }
        let last = last_write.max(self.last_read.load(Ordering::SeqCst));
        now.saturating_sub(last) > ms(limits.idle)
    }
}

async fn watchdog(watch: Arc<Watch>, limits: Limits) {
    let shortest = limits
        .header_time
        .min(limits.idle)
        .min(limits.stalled_write);
    let tick = (shortest / 10).max(Duration::from_millis(10));
    loop {
        tokio::time::sleep(tick).await;
        if watch.overdue(&limits) {
            return;
        }
    }
}

async fn serve(
    tcp: TcpStream,
    shared: Arc<Shared>,
    peer: Arc<Peer>,
    mut stopped: watch::Receiver<bool>,
) {
    let watch = Arc::new(Watch::new());
    let io = TokioIo::new(Tracked {
        inner: tcp,
        watch: watch.clone(),
        peer: peer.clone(),
        rate: shared.limits.peer_bytes_per_second,
        throttled: None,
    });
    let router = routes::router(shared.clone(), peer);
    let on_request = watch.clone();
    let service = hyper::service::service_fn(move |request| {
        on_request.request();
        let guard = Finished(on_request.clone());
        let router = router.clone();
        async move {
            let response = router.oneshot(request).await.unwrap_or_else(|e| match e {});
            Ok::<_, Infallible>(response.map(|body| Guarded {
                body,
                _guard: guard,
            }))
        }
    });
    let limits = shared.limits;
    let mut http = hyper::server::conn::http1::Builder::new();
    http.max_buf_size(limits.head_bytes.max(8192))
        .max_header_size(limits.head_bytes)
        .header_read_timeout(None)
        .keep_alive(true);
    let connection = http.serve_connection(io, service);
    tokio::select! {
        _ = connection => {}
        _ = watchdog(watch, limits) => {}
        _ = stopped.changed() => {}
    }
}

/// The TCP stream, noting when bytes go either way and when a write
/// waits, and sending at most the peer's rate.
struct Tracked {
    inner: TcpStream,
    watch: Arc<Watch>,
    peer: Arc<Peer>,
    rate: usize,
    /// Until when a write waits for the peer's rate.
    throttled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl AsyncRead for Tracked {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let poll = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.watch.read();
        }
        poll
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        if buf.is_empty() {
            return Pin::new(&mut self.inner).poll_write(cx, buf);
        }
        loop {
            if let Some(sleep) = self.throttled.as_mut() {
                if sleep.as_mut().poll(cx).is_pending() {
                    return Poll::Pending;
                }
                self.throttled = None;
            }
            match self.peer.take(buf.len(), self.rate) {
                Ok(allowed) => {
                    let poll = Pin::new(&mut self.inner).poll_write(cx, &buf[..allowed]);
                    let written = match &poll {
                        Poll::Ready(Ok(n)) => *n,
                        _ => 0,
                    };
                    self.peer.give_back(allowed - written.min(allowed));
                    self.watch.waiting(poll.is_pending());
                    if written > 0 {
                        self.watch.wrote();
                    }
                    return poll;
                }
                Err(wait) => {
                    self.throttled = Some(Box::pin(tokio::time::sleep(wait)));
                }
            }
        }
    }

    // Every write goes through `poll_write`, under the rate: hyper then
    // gathers a response into its own buffer first.
    fn is_write_vectored(&self) -> bool {
        false
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// Marks the response finished when its body is done with (or dropped).
struct Finished(Arc<Watch>);

impl Drop for Finished {
    fn drop(&mut self) {
        self.0.finished();
    }
}

/// A response body that tells the watchdog when it is done with.
struct Guarded {
    body: axum::body::Body,
    _guard: Finished,
}

impl Body for Guarded {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_address_is_ipv4_s_else_ipv6_s() {
        let v4: IpAddr = "192.168.1.20".parse().unwrap();
        let v6: IpAddr = "2001:db8::20".parse().unwrap();
        assert_eq!(choose_default(Some(v4), Some(v6)), Some(v4));
        // No IPv4 route: the IPv6 probe's answer.
        assert_eq!(choose_default(None, Some(v6)), Some(v6));
        assert_eq!(choose_default(None, None), None);
        // A probe that answers with nothing usable is no answer.
        let any: IpAddr = "0.0.0.0".parse().unwrap();
        assert_eq!(choose_default(Some(any), Some(v6)), Some(v6));
        assert_eq!(choose_default(None, Some("::".parse().unwrap())), None);
        assert_eq!(choose_default(None, Some("::1".parse().unwrap())), None);
    }

    #[test]
    fn every_network_and_group_addresses_are_refused() {
        for (address, refusal) in [
            ("0.0.0.0", Some(Refusal::Everywhere)),
            ("::", Some(Refusal::Everywhere)),
            ("::ffff:0.0.0.0", Some(Refusal::Everywhere)),
            ("255.255.255.255", Some(Refusal::Group)),
            ("224.0.0.1", Some(Refusal::Group)),
            ("239.255.255.250", Some(Refusal::Group)),
            ("ff02::1", Some(Refusal::Group)),
            ("::ffff:224.0.0.1", Some(Refusal::Group)),
            ("127.0.0.1", None),
            ("192.168.1.20", None),
            ("::1", None),
            ("2001:db8::20", None),
        ] {
            let ip: IpAddr = address.parse().unwrap();
            assert_eq!(refused(ip), refusal, "{address}");
        }
    }

    #[test]
    fn an_ipv6_address_is_in_brackets() {
        let local: SocketAddr = "[2001:db8::20]:47474".parse().unwrap();
        assert_eq!(url(local), "http://[2001:db8::20]:47474/");
        assert_eq!(
            url("192.168.1.20:47474".parse().unwrap()),
            "http://192.168.1.20:47474/"
        );
    }
}
