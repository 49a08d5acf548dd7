//! What the server's connections share, and what each peer address may
//! use: the limits, the published state, the peers' connections, streams
//! and bytes. Read by the routes and kept by the server.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::watch;

use super::Snapshot;
use super::links::Links;

/// What the server allows a connection, and each peer (one address on
/// the network: a phone, the TV, whatever else is there).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Connections open at once; more are closed at once.
    pub connections: usize,
    /// Connections open at once from one peer address; more are closed
    /// at once.
    pub peer_connections: usize,
    /// Event streams open at once from one peer address; more are
    /// answered `429 Too Many Requests`.
    pub peer_streams: usize,
    /// Bytes in a request's head (its line and headers).
    pub head_bytes: usize,
    /// Time to send a request's whole head.
    pub header_time: Duration,
    /// Time a connection other than a stream may do nothing.
    pub idle: Duration,
    /// Time between two keep-alives on an event stream.
    pub keep_alive: Duration,
    /// Time a write may wait for the peer to read; then the connection
    /// is closed.
    pub stalled_write: Duration,
    /// Time an event stream lasts; then it ends, telling the page to open
    /// a new one at once.
    pub stream_time: Duration,
    /// The kernel's send buffer of a connection, in bytes: small, so a
    /// peer that stops reading makes a write wait soon.
    pub send_buffer: usize,
    /// Bytes a second sent to one peer, over all its connections.
    pub peer_bytes_per_second: usize,
    /// `/font.ttf` answers a second to one peer; more are answered 429.
    pub peer_fonts_per_second: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connections: 64,
            peer_connections: 6,
            peer_streams: 4,
            head_bytes: 8 * 1024,
            header_time: Duration::from_secs(5),
            idle: Duration::from_secs(30),
            keep_alive: Duration::from_secs(15),
            stalled_write: Duration::from_secs(30),
            stream_time: Duration::from_secs(10 * 60),
            send_buffer: 16 * 1024,
            peer_bytes_per_second: 1_000_000,
            peer_fonts_per_second: 2,
        }
    }
}

/// What the app shows about the server.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Status {
    /// Pages connected now: their event streams.
    pub pages: usize,
    /// Which seats' links a browser has claimed.
    pub claimed: Vec<bool>,
    /// Which seats' phones must scan their new code (`Links::rescan`).
    pub rescan: Vec<bool>,
}

/// A state as the pages are handed it: the snapshot, and by seat the key
/// of the link that seat's page belongs to, read from the links when it
/// was published. A private page finds its player's state by its link's
/// key in the one value it reads, so a link that moved to another seat
/// never sees, even once, the state of the seat it left.
#[derive(Debug)]
pub(crate) struct Published {
    pub(crate) snapshot: Arc<Snapshot>,
    pub(crate) owners: Vec<u64>,
}

impl Published {
    pub(crate) fn new(snapshot: Arc<Snapshot>, links: &Links) -> Arc<Published> {
        Arc::new(Published {
            snapshot,
            owners: links.keys(),
        })
    }

    /// The state of the page of the link `key`; `None` if no seat's link
    /// has that key any more (the link was replaced or its player left).
    pub(crate) fn of(&self, key: u64) -> Option<Arc<str>> {
        let seat = self.owners.iter().position(|k| *k == key)?;
        self.snapshot.seats.get(seat).cloned()
    }
}

/// What the connections share.
pub(crate) struct Shared {
    pub(crate) links: Arc<Links>,
    pub(crate) snapshots: watch::Sender<Arc<Published>>,
    pub(crate) status: watch::Sender<Status>,
    pub(crate) limits: Limits,
    pub(crate) local: SocketAddr,
    pub(crate) pages: AtomicUsize,
    /// Each peer address with a connection open, and what it uses.
    pub(crate) peers: Mutex<HashMap<IpAddr, Arc<Peer>>>,
    /// The table page's QR code, drawn once.
    pub(crate) qr_svg: String,
    /// The theme's CSS, written once.
    pub(crate) theme_css: String,
    /// The phones' requests to act.
    pub(crate) desk: super::act::Desk,
}

impl Shared {
    /// Sends the app the pages connected and the links claimed, if either changed.
    pub(crate) fn refresh_status(&self) {
        let status = Status {
            pages: self.pages.load(Ordering::SeqCst),
            claimed: self.links.claimed(),
            rescan: self.links.rescan(),
        };
        self.status.send_if_modified(|old| {
            let changed = *old != status;
            *old = status;
            changed
        });
    }
}

/// What one peer address uses: its connections and streams, the bytes it
/// may still be sent this second, the fonts it was sent.
pub(crate) struct Peer {
    connections: AtomicUsize,
    streams: AtomicUsize,
    bucket: Mutex<Bucket>,
    fonts: Mutex<(Instant, u32)>,
}

/// Bytes that may be sent now: refilled at the peer's rate, holding at
/// most one second's worth.
struct Bucket {
    bytes: f64,
    at: Instant,
}

impl Peer {
    fn new(limits: &Limits) -> Peer {
        Peer {
            connections: AtomicUsize::new(0),
            streams: AtomicUsize::new(0),
            bucket: Mutex::new(Bucket {
                bytes: limits.peer_bytes_per_second as f64,
                at: Instant::now(),
            }),
            fonts: Mutex::new((Instant::now(), 0)),
        }
    }

    /// Up to `wanted` bytes that may be written now, or how long to wait
    /// for some.
    pub(crate) fn take(&self, wanted: usize, rate: usize) -> Result<usize, Duration> {
        let rate = rate.max(1) as f64;
        let mut bucket = self.bucket.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        let refill = now.duration_since(bucket.at).as_secs_f64() * rate;
        bucket.bytes = (bucket.bytes + refill).min(rate);
        bucket.at = now;
        // Whole bytes only; at least a packet's worth, so a big answer
        // is not sent a byte at a time.
        let least = (wanted as f64).min(1460.0).min(rate);
        if bucket.bytes < least {
            return Err(Duration::from_secs_f64((least - bucket.bytes) / rate));
        }
        let taken = (wanted as f64).min(bucket.bytes).floor();
        bucket.bytes -= taken;
        Ok(taken as usize)
    }

    /// Gives back bytes taken but not written.
    pub(crate) fn give_back(&self, bytes: usize) {
        let mut bucket = self.bucket.lock().unwrap_or_else(|e| e.into_inner());
        bucket.bytes += bytes as f64;
    }

    /// A stream for this peer, if it has fewer than `limit` open.
    pub(crate) fn stream(self: &Arc<Peer>, limit: usize) -> Option<StreamSlot> {
        let taken = self
            .streams
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                (n < limit).then_some(n + 1)
            });
        taken.ok().map(|_| StreamSlot(self.clone()))
    }

    /// Whether one more font may be sent this second.
    pub(crate) fn font(&self, limit: u32) -> bool {
        let mut fonts = self.fonts.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if now.duration_since(fonts.0) >= Duration::from_secs(1) {
            *fonts = (now, 0);
        }
        if fonts.1 >= limit {
            return false;
        }
        fonts.1 += 1;
        true
    }
}

/// One of a peer's streams, given back when dropped.
pub(crate) struct StreamSlot(Arc<Peer>);

impl Drop for StreamSlot {
    fn drop(&mut self) {
        self.0.streams.fetch_sub(1, Ordering::SeqCst);
    }
}

/// One of a peer's connections; the peer is forgotten with its last.
pub(crate) struct PeerConnection {
    shared: Arc<Shared>,
    address: IpAddr,
    pub(crate) peer: Arc<Peer>,
}

impl PeerConnection {
    /// The connection of `address`, if it has fewer than the limit open.
    pub(crate) fn new(shared: &Arc<Shared>, address: IpAddr) -> Option<PeerConnection> {
        let mut peers = shared.peers.lock().unwrap_or_else(|e| e.into_inner());
        let peer = peers
            .entry(address)
            .or_insert_with(|| Arc::new(Peer::new(&shared.limits)))
            .clone();
        if peer.connections.load(Ordering::SeqCst) >= shared.limits.peer_connections {
            return None;
        }
        peer.connections.fetch_add(1, Ordering::SeqCst);
        Some(PeerConnection {
            shared: shared.clone(),
            address,
            peer,
        })
    }
}

impl Drop for PeerConnection {
    fn drop(&mut self) {
        let mut peers = self.shared.peers.lock().unwrap_or_else(|e| e.into_inner());
        if self.peer.connections.fetch_sub(1, Ordering::SeqCst) == 1 {
            peers.remove(&self.address);
        }
    }
}
