//! Whether there is a display to open the window on, and what to say when
//! there is none: the window needs X11 or Wayland, the commands need
//! neither. Without a display winit's event loop cannot be made and iced
//! panics ("Create event loop"); the app says one line instead.
//!
//! The variables are checked first ([`missing`]): neither `DISPLAY` nor
//! `WAYLAND_DISPLAY` (nor `WAYLAND_SOCKET`) set means no display. A local
//! X display that is set but has no server (`:7` with no socket) is found
//! by trying its socket ([`unreachable`]). Anything else (a remote
//! display, a server that refuses the connection) is left to winit, whose
//! panic is turned into the same line ([`is_no_display_panic`]).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::NAME;

/// What the app says, on standard error, when it has no display.
pub const NO_DISPLAY: &str = "cannot open a window: no display (set DISPLAY or WAYLAND_DISPLAY); the commands work without one, see --help";

/// The line printed: the program's name, then [`NO_DISPLAY`].
pub fn no_display_line() -> String {
    format!("{NAME}: {NO_DISPLAY}")
}

fn set(value: Option<OsString>) -> Option<OsString> {
    value.filter(|v| !v.is_empty())
}

/// Whether no display is named at all, `var` reading the environment.
pub fn missing(var: impl Fn(&str) -> Option<OsString>) -> bool {
    if cfg!(any(target_os = "macos", target_os = "windows")) {
        return false;
    }
    ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .all(|name| set(var(name)).is_none())
}

/// Whether every display named is one that surely cannot be reached: a
/// local X display (`:N`, `unix:N`) whose socket is not there, a Wayland
/// display whose socket is not there. A display this cannot tell about
/// (a remote one, `WAYLAND_SOCKET`) counts as reachable.
pub fn unreachable(var: impl Fn(&str) -> Option<OsString>) -> bool {
    if cfg!(not(target_os = "linux")) || set(var("WAYLAND_SOCKET")).is_some() {
        return false;
    }
    let wayland = set(var("WAYLAND_DISPLAY")).map(|name| {
        let name = PathBuf::from(name);
        if name.is_absolute() {
            name
        } else {
            set(var("XDG_RUNTIME_DIR"))
                .map_or_else(PathBuf::new, PathBuf::from)
                .join(name)
        }
    });
    let x11 = set(var("DISPLAY"));
    if wayland.is_none() && x11.is_none() {
        return false;
    }
    let wayland_gone = wayland.as_deref().is_none_or(|path| !connects(path));
    let x11_gone = x11.as_deref().is_none_or(|display| {
        match local_x_socket(&display.to_string_lossy()) {
            Some((path, abstract_name)) => !connects(&path) && !connects_abstract(&abstract_name),
            // Not one we can try: winit will say.
            None => false,
        }
    });
    wayland_gone && x11_gone
}

/// The socket of a local X display (`:0`, `:1.0`, `unix:2`): its path
/// and its name in Linux's abstract namespace.
fn local_x_socket(display: &str) -> Option<(PathBuf, String)> {
    let (host, rest) = display.rsplit_once(':')?;
    if !(host.is_empty() || host == "unix") {
        return None;
    }
    let number = rest.split('.').next()?;
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let path = format!("/tmp/.X11-unix/X{number}");
    Some((PathBuf::from(&path), path))
}

fn connects(path: &Path) -> bool {
    #[cfg(unix)]
    {
        std::os::unix::net::UnixStream::connect(path).is_ok()
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        true
    }
}

fn connects_abstract(name: &str) -> bool {
    #[cfg(target_os = "linux")]
    {
        use std::os::linux::net::SocketAddrExt;
        std::os::unix::net::SocketAddr::from_abstract_name(name.as_bytes())
            .and_then(|address| std::os::unix::net::UnixStream::connect_addr(&address))
            .is_ok()
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = name;
        false
    }
}

/// Whether a panic's message is iced's for an event loop that could not be
/// made (no display, or one that refused the connection).
pub fn is_no_display_panic(message: &str) -> bool {
    message.starts_with("Create event loop")
}

/// The text of a panic's payload, if it has one.
pub fn panic_text(payload: &(dyn std::any::Any + Send)) -> Option<&str> {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn no_variable_means_no_display() {
        if cfg!(any(target_os = "macos", target_os = "windows")) {
            return;
        }
        assert!(missing(env(&[])));
        assert!(missing(env(&[("DISPLAY", ""), ("WAYLAND_DISPLAY", "")])));
        assert!(!missing(env(&[("DISPLAY", ":0")])));
        assert!(!missing(env(&[("WAYLAND_DISPLAY", "wayland-0")])));
    }

    #[test]
    fn a_local_display_without_its_socket_is_unreachable() {
        if cfg!(not(target_os = "linux")) {
            return;
        }
        let runtime = tempfile::tempdir().unwrap();
        let dir = runtime.path().to_str().unwrap();
        assert!(unreachable(env(&[("DISPLAY", ":98765")])));
        assert!(unreachable(env(&[("DISPLAY", "unix:98765.0")])));
        assert!(unreachable(env(&[
            ("WAYLAND_DISPLAY", "wayland-none"),
            ("XDG_RUNTIME_DIR", dir)
        ])));
        // Remote displays, and ones this cannot read, are left to winit.
        assert!(!unreachable(env(&[("DISPLAY", "somehost:10.0")])));
        assert!(!unreachable(env(&[("DISPLAY", "nonsense")])));
        // A socket that answers is reachable.
        let socket = runtime.path().join("wayland-test");
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        assert!(!unreachable(env(&[
            ("WAYLAND_DISPLAY", "wayland-test"),
            ("XDG_RUNTIME_DIR", dir)
        ])));
        assert!(!unreachable(env(&[
            ("DISPLAY", ":98765"),
            ("WAYLAND_DISPLAY", socket.to_str().unwrap())
        ])));
        assert_eq!(
            local_x_socket(":0").unwrap().0,
            PathBuf::from("/tmp/.X11-unix/X0")
        );
        assert_eq!(
            local_x_socket(":1.0").unwrap().0,
            PathBuf::from("/tmp/.X11-unix/X1")
        );
    }
}
