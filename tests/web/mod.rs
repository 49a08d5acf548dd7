//! Helpers for the tests of the pages for phones and the TV: a server on
//! 127.0.0.1 (port chosen by the system) serving a game, and a small
//! HTTP/1.1 client over a plain socket, so every byte of an answer can be
//! compared (status, headers, body) and event streams read as they come.
//! Nothing here talks to anything but the loopback.

#![allow(dead_code)]

pub mod browser;
pub mod desk;
pub mod games;
pub mod measure;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::{Duration, Instant};

use meeple_companion::engine::Game;
use meeple_companion::share::{Config, Limits, Links, Server, page};

/// A server for `game` on the loopback and the runtime it runs on.
pub struct Serving {
    pub server: Server,
    pub links: Arc<Links>,
    pub runtime: tokio::runtime::Runtime,
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

pub fn loopback(limits: Limits) -> Config {
    Config {
        address: "127.0.0.1".parse().unwrap(),
        port: 0,
        limits,
    }
}

pub fn serve(game: &Game, limits: Limits) -> Serving {
    let runtime = runtime();
    let links = Arc::new(Links::new(game.setup().players.len()).unwrap());
    let server = Server::start(
        &loopback(limits),
        links.clone(),
        page::snapshot(game, None),
        runtime.handle(),
    )
    .expect("the server starts");
    Serving {
        server,
        links,
        runtime,
    }
}

/// A server whose phones act on a table saving into a folder of its
/// own (`desk.rs`), for `game` as game `id`.
pub struct Acting {
    pub desk: desk::Desk,
    pub server: Arc<Server>,
    pub links: Arc<Links>,
    pub runtime: tokio::runtime::Runtime,
    pub dir: tempfile::TempDir,
    pub id: String,
}

pub fn serve_acting(game: Game, limits: Limits) -> Acting {
    let runtime = runtime();
    let dir = tempfile::tempdir().unwrap();
    let id = "phones".to_owned();
    let links = Arc::new(Links::new(game.setup().players.len()).unwrap());
    let table = desk::table(dir.path(), &id, game);
    let first = page::snapshot_posting(&table.game().unwrap().game, table.version(), None, None);
    let server = Arc::new(
        Server::start(&loopback(limits), links.clone(), first, runtime.handle())
            .expect("the server starts"),
    );
    let desk = desk::Desk::start(server.clone(), table, dir.path());
    Acting {
        desk,
        server,
        links,
        runtime,
        dir,
        id,
    }
}

impl Acting {
    pub fn addr(&self) -> SocketAddr {
        self.server.local_addr()
    }

    pub fn token(&self, seat: usize) -> String {
        self.links.token(seat).unwrap()
    }
}

impl Serving {
    pub fn addr(&self) -> SocketAddr {
        self.server.local_addr()
    }

    pub fn token(&self, seat: usize) -> String {
        self.links.token(seat).unwrap()
    }

    pub fn publish(&self, game: &Game) {
        self.server.publish(page::snapshot(game, None));
    }
}

/// One answer, as it came.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub status: u16,
    /// Names lowercased, in the order sent.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// Everything but the `Date` header.
    pub fn without_date(&self) -> (u16, Vec<(String, String)>, Vec<u8>) {
        (
            self.status,
            self.headers
                .iter()
                .filter(|(n, _)| n != "date")
                .cloned()
                .collect(),
            self.body.clone(),
        )
    }

    /// The cookie a private page set: `mc-claim=…`.
    pub fn claim(&self) -> Option<String> {
        let cookie = self.header("set-cookie")?;
        Some(cookie.split(';').next()?.trim().to_owned())
    }

    /// The state a page was sent in it.
    pub fn state(&self) -> serde_json::Value {
        let text = self.text();
        let start = text.find("id=\"state\">").expect("a state in the page") + 11;
        let end = start + text[start..].find("</script>").unwrap();
        serde_json::from_str(&text[start..end]).expect("the state is JSON")
    }
}

/// A connection from a device of its own: each comes from the next
/// loopback address of 127.1.0.0/16 (the server's limits are per peer
/// address, as phones on a Wi-Fi each have theirs).
pub fn connect(addr: SocketAddr) -> TcpStream {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    if addr.is_ipv6() {
        // IPv6 has one loopback address.
        return connect_from(std::net::Ipv6Addr::LOCALHOST.into(), addr);
    }
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed) % (250 * 250);
    let source = std::net::Ipv4Addr::new(127, 1, (n / 250) as u8, (n % 250 + 1) as u8);
    connect_from(source.into(), addr)
}

/// A connection from `source`, a loopback address: one device.
pub fn connect_from(source: std::net::IpAddr, addr: SocketAddr) -> TcpStream {
    connect_with(source, addr, None)
}

/// A connection from `source` whose receive buffer is `receive` bytes
/// (small: a reader that stops reading fills it soon).
pub fn connect_with(source: std::net::IpAddr, addr: SocketAddr, receive: Option<u32>) -> TcpStream {
    thread_local! {
        static RUNTIME: tokio::runtime::Runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .build()
            .expect("a runtime");
    }
    let stream = RUNTIME.with(|runtime| {
        runtime.block_on(async {
            let socket = if source.is_ipv6() {
                tokio::net::TcpSocket::new_v6()?
            } else {
                tokio::net::TcpSocket::new_v4()?
            };
            if let Some(bytes) = receive {
                socket.set_recv_buffer_size(bytes)?;
            }
            socket.bind(SocketAddr::new(source, 0))?;
            socket.connect(addr).await?.into_std()
        })
    });
    let stream = stream.expect("connects");
    stream.set_nonblocking(false).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream
}

/// Reads one answer (its head, then its body by its length, or to the end).
pub fn read_reply(stream: &mut impl BufRead) -> Option<Reply> {
    let mut line = String::new();
    if stream.read_line(&mut line).ok()? == 0 {
        return None;
    }
    let status = line.split_whitespace().nth(1)?.parse().ok()?;
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        stream.read_line(&mut line).ok()?;
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (name, value) = line.split_once(':')?;
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
    }
    let length = headers
        .iter()
        .find(|(n, _)| n == "content-length")
        .and_then(|(_, v)| v.parse::<usize>().ok());
    let mut body = Vec::new();
    match length {
        Some(length) => {
            body.resize(length, 0);
            stream.read_exact(&mut body).ok()?;
        }
        None => {
            let _ = stream.read_to_end(&mut body);
        }
    }
    Some(Reply {
        status,
        headers,
        body,
    })
}

/// Sends `request` as it is and reads the answer.
pub fn raw(addr: SocketAddr, request: &[u8]) -> Option<Reply> {
    let mut stream = connect(addr);
    stream.write_all(request).ok()?;
    read_reply(&mut BufReader::new(stream))
}

pub fn request(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)]) -> Reply {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    raw(addr, head.as_bytes()).expect("an answer")
}

/// `POST` of `body` as JSON to `path` from `source` (a phone's own
/// loopback address), with the claim `cookie` and an `Origin` (the
/// server's own, unless given).
pub fn post_from(
    source: std::net::IpAddr,
    addr: SocketAddr,
    path: &str,
    cookie: Option<&str>,
    origin: Option<&str>,
    body: &str,
) -> Reply {
    let own = format!("http://{addr}");
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\nOrigin: {}\r\n",
        body.len(),
        origin.unwrap_or(&own)
    );
    if let Some(cookie) = cookie {
        head.push_str(&format!("Cookie: {cookie}\r\n"));
    }
    head.push_str("\r\n");
    head.push_str(body);
    let mut stream = connect_from(source, addr);
    stream.write_all(head.as_bytes()).expect("sent");
    read_reply(&mut BufReader::new(stream)).expect("an answer")
}

/// A phone of `seat` on its own loopback address (127.0.0.2 for seat 0,
/// …): claims the link, and acts with its cookie.
pub struct Phone {
    pub source: std::net::IpAddr,
    pub addr: SocketAddr,
    pub path: String,
    pub cookie: String,
}

impl Phone {
    pub fn claim(addr: SocketAddr, token: &str, seat: usize) -> Phone {
        let source: std::net::IpAddr = format!("127.0.0.{}", seat + 2).parse().unwrap();
        let path = format!("/p/{token}");
        let mut stream = connect_from(source, addr);
        let head = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        stream.write_all(head.as_bytes()).unwrap();
        let reply = read_reply(&mut BufReader::new(stream)).expect("the page");
        assert_eq!(reply.status, 200, "{}", reply.text());
        Phone {
            source,
            addr,
            path,
            cookie: reply.claim().expect("claimed"),
        }
    }

    /// The page's state now.
    pub fn state(&self) -> serde_json::Value {
        let mut stream = connect_from(self.source, self.addr);
        let head = format!(
            "GET {} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nCookie: {}\r\n\r\n",
            self.path, self.addr, self.cookie
        );
        stream.write_all(head.as_bytes()).unwrap();
        read_reply(&mut BufReader::new(stream))
            .expect("the page")
            .state()
    }

    /// Sends `body` to the link's `/act`.
    pub fn act(&self, body: &str) -> Reply {
        post_from(
            self.source,
            self.addr,
            &format!("{}/act", self.path),
            Some(&self.cookie),
            None,
            body,
        )
    }
}

pub fn get(addr: SocketAddr, path: &str) -> Reply {
    request(addr, "GET", path, &[])
}

pub fn get_with_cookie(addr: SocketAddr, path: &str, cookie: &str) -> Reply {
    request(addr, "GET", path, &[("Cookie", cookie)])
}

/// An event stream being read: its answer's head, then its events.
pub struct Events {
    pub reply: Reply,
    reader: BufReader<TcpStream>,
    /// Bytes of the current chunk not yet read.
    left: usize,
    pending: String,
    /// Events read that a browser would drop (no data line).
    pub dropped: usize,
}

/// What an event stream sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub name: String,
    pub data: String,
}

impl Event {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.data).expect("an event's data is JSON")
    }
}

impl Events {
    /// Opens `path`'s stream; `Err` with the answer if it is not one.
    pub fn open(addr: SocketAddr, path: &str, cookie: Option<&str>) -> Result<Events, Reply> {
        Events::open_on(connect(addr), addr, path, cookie)
    }

    /// Opens `path`'s stream on the connection `stream`.
    pub fn open_on(
        mut stream: TcpStream,
        addr: SocketAddr,
        path: &str,
        cookie: Option<&str>,
    ) -> Result<Events, Reply> {
        let mut head =
            format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n");
        if let Some(cookie) = cookie {
            head.push_str(&format!("Cookie: {cookie}\r\n"));
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes()).unwrap();
        let mut reader = BufReader::new(stream);
        // The head alone: the body of a stream never ends.
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        let status: u16 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
        let mut headers = Vec::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            let (name, value) = line.split_once(':').unwrap();
            headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
        }
        let reply = Reply {
            status,
            headers,
            body: Vec::new(),
        };
        if status != 200 {
            let mut rest = reader;
            let length = reply
                .header("content-length")
                .and_then(|v| v.parse::<usize>().ok())
                .unwrap_or(0);
            let mut body = vec![0; length];
            let _ = rest.read_exact(&mut body);
            return Err(Reply { body, ..reply });
        }
        assert_eq!(reply.header("transfer-encoding"), Some("chunked"));
        Ok(Events {
            reply,
            reader,
            left: 0,
            pending: String::new(),
            dropped: 0,
        })
    }

    pub fn set_timeout(&self, timeout: Duration) {
        self.reader
            .get_ref()
            .set_read_timeout(Some(timeout))
            .unwrap();
    }

    /// The body's next bytes, chunk by chunk; `None` at its end.
    fn more(&mut self) -> Option<String> {
        if self.left == 0 {
            let mut size = String::new();
            if self.reader.read_line(&mut size).ok()? == 0 {
                return None;
            }
            if size.trim().is_empty() {
                // The end of the last chunk's data.
                size.clear();
                if self.reader.read_line(&mut size).ok()? == 0 {
                    return None;
                }
            }
            self.left = usize::from_str_radix(size.trim(), 16).ok()?;
            if self.left == 0 {
                return None;
            }
        }
        let mut buffer = vec![0; self.left];
        let read = self.reader.read(&mut buffer).ok()?;
        if read == 0 {
            return None;
        }
        self.left -= read;
        Some(String::from_utf8_lossy(&buffer[..read]).into_owned())
    }

    /// The next event a browser would hand its page, keep-alives
    /// included; `None` when the stream ended or stayed silent past its
    /// timeout.
    pub fn next(&mut self) -> Option<Event> {
        loop {
            if let Some(end) = self.pending.find("\n\n") {
                let block: String = self.pending.drain(..end + 2).collect();
                let mut name = String::from("message");
                let mut data = Vec::new();
                for line in block.lines() {
                    if let Some(value) = line.strip_prefix("event:") {
                        name = value.trim().to_owned();
                    } else if let Some(value) = line.strip_prefix("data:") {
                        data.push(value.strip_prefix(' ').unwrap_or(value).to_owned());
                    }
                }
                // As a browser reads a stream: an event without a data
                // line never reaches the page (nor does a comment).
                if data.is_empty() {
                    self.dropped += 1;
                    continue;
                }
                return Some(Event {
                    name,
                    data: data.join("\n"),
                });
            }
            let more = self.more()?;
            self.pending.push_str(&more);
        }
    }

    /// The next state sent, skipping keep-alives.
    pub fn next_state(&mut self) -> Option<serde_json::Value> {
        loop {
            let event = self.next()?;
            if event.name == "state" {
                return Some(event.json());
            }
        }
    }
}

/// Waits (at most `within`) until `done` holds.
pub fn eventually(within: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < within {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    done()
}

/// Every card id (`cloister-15`) a page's JSON names.
/// The cards of the hand on a private page's state: the list without a
/// heading in its own part (`mine`), empty if the page shows none.
pub fn hand(state: &serde_json::Value) -> Vec<serde_json::Value> {
    state["mine"]["sections"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|section| section["blocks"].as_array().into_iter().flatten())
        .find(|block| block["kind"] == "cards" && block["heading"].is_null())
        .and_then(|block| block["cards"].as_array().cloned())
        .unwrap_or_default()
}

pub fn card_ids(json: &serde_json::Value) -> Vec<String> {
    let mut ids = Vec::new();
    fn walk(value: &serde_json::Value, ids: &mut Vec<String>) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, value) in map {
                    if key == "id"
                        && let Some(id) = value.as_str()
                    {
                        ids.push(id.to_owned());
                    }
                    walk(value, ids);
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, ids)),
            _ => {}
        }
    }
    walk(json, &mut ids);
    ids
}
