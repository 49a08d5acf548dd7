//! Chromium over WebDriver for the pages' browser tests: Debian's
//! chromium driven by chromium-driver, each session on a fresh profile
//! (a phone of its own) with the flags that keep it from contacting
//! anything but the app, and the helpers that wait for, size and
//! photograph a page.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};

/// The flags of the issue: no background traffic, no updates, no sync,
/// no QUIC, no first-run pages, no GPU, no sandbox (CI runs as root); and
/// a few more so nothing else is even tried: no name but the loopback's
/// resolves, no proxy, no pings, no crash reports, no extensions; and
/// shared memory in /tmp, since a container's /dev/shm is often too small.
pub const FLAGS: [&str; 18] = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--no-proxy-server",
    "--no-pings",
    "--no-default-browser-check",
    "--disable-breakpad",
    "--disable-domain-reliability",
    "--disable-extensions",
    "--disable-default-apps",
    "--disable-dev-shm-usage",
    "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
];

pub fn find(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .chain([
            PathBuf::from("/usr/bin"),
            PathBuf::from("/usr/lib/chromium"),
        ])
        .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// The driver process, ended when dropped.
pub struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub fn screenshots() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots")
}

pub async fn wait_for(client: &Client, what: &str, script: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let ready = client
            .execute(script, Vec::new())
            .await
            .ok()
            .and_then(|v| v.as_bool())
            .unwrap_or(false);
        if ready {
            return;
        }
        if Instant::now() > deadline {
            let text = client
                .execute("return document.body.innerText", Vec::new())
                .await
                .ok();
            panic!("waited in vain for {what}; the page reads {text:?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub fn has_text(selector: &str, text: &str) -> String {
    format!(
        "const el = document.querySelector({selector:?}); return !!el && el.innerText.includes({text:?});"
    )
}

/// The window's inside at `width` × `height`: the window is resized by
/// what its frame takes.
pub async fn viewport(client: &Client, width: u32, height: u32) {
    client.set_window_size(width, height).await.unwrap();
    let inner = client
        .execute("return [window.innerWidth, window.innerHeight]", Vec::new())
        .await
        .unwrap();
    let got = |i: usize| inner[i].as_u64().unwrap_or(0) as u32;
    let (w, h) = (got(0), got(1));
    if (w, h) != (width, height) {
        client
            .set_window_size(
                width + (width - w.min(width)),
                height + (height - h.min(height)),
            )
            .await
            .unwrap();
    }
    // Let the page lay itself out again.
    tokio::time::sleep(Duration::from_millis(250)).await;
}

pub async fn shot(client: &Client, name: &str) {
    let png = client.screenshot().await.expect("a screenshot");
    let dir = screenshots();
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), &png).unwrap();
}

/// One browser test at a time: each sets the language on show, which is
/// the process's, and two chromiums at once are slow on two cores.
pub static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Chromium and its driver, if installed: under `CI=true` a missing one
/// fails the test, elsewhere it is skipped with a line saying so.
pub fn browser() -> Option<(PathBuf, PathBuf)> {
    let (Some(driver), Some(chromium)) = (
        find(&["chromedriver"]),
        find(&["chromium", "chromium-browser"]),
    ) else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true but chromium or chromium-driver is missing: .ci/run installs them"
        );
        println!(
            "skipped: chromium and chromium-driver are not installed (apt install chromium chromium-driver)"
        );
        return None;
    };
    Some((driver, chromium))
}

/// A WebDriver session on a fresh profile, and what to drop after it.
pub struct Session {
    pub client: Client,
    _driver: Driver,
    _profile: tempfile::TempDir,
}

pub async fn session(driver: &Path, chromium: &Path) -> Session {
    let port = free_port();
    let profile = tempfile::tempdir().unwrap();
    let driver = Driver(
        Command::new(driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts"),
    );
    let mut args: Vec<String> = FLAGS.iter().map(|f| f.to_string()).collect();
    args.push(format!("--user-data-dir={}", profile.path().display()));
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".into(),
        serde_json::json!({ "binary": chromium, "args": args }),
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    let client = loop {
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        match ClientBuilder::new(connector)
            .capabilities(capabilities.clone())
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
        {
            Ok(client) => break client,
            Err(error) if Instant::now() > deadline => panic!("no WebDriver session: {error}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    };
    Session {
        client,
        _driver: driver,
        _profile: profile,
    }
}
