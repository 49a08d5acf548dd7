//! A small client of the Speech Synthesis Interface Protocol (SSIP), the
//! line protocol of speech-dispatcher, over its unix socket: commands are
//! lines ending in CR LF, replies are `NNN-…` lines ended by `NNN …`, and
//! the text of `SPEAK` ends with a line holding one dot. Written here
//! rather than linked: a few commands, no system library, std only.

use std::ffi::OsString;
use std::io::{self, BufRead, BufReader, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The variable naming the service's address (`unix_socket:/path`).
pub const ADDRESS_VAR: &str = "SPEECHD_ADDRESS";

/// The socket of the service for the values of `SPEECHD_ADDRESS` and
/// `XDG_RUNTIME_DIR`: the address's path, else the service's own place in
/// the runtime folder. An address of another kind (inet) is not ours.
pub fn socket(address: Option<OsString>, runtime: Option<OsString>) -> Option<PathBuf> {
    let default = || runtime.map(|dir| PathBuf::from(dir).join("speech-dispatcher/speechd.sock"));
    let Some(address) = address.filter(|a| !a.is_empty()) else {
        return default();
    };
    let address = address.to_string_lossy().into_owned();
    let mut parts = address.splitn(2, ':');
    match (parts.next(), parts.next()) {
        (Some("unix_socket"), Some(path)) if !path.is_empty() => Some(PathBuf::from(path)),
        (Some("unix_socket"), _) => default(),
        _ => None,
    }
}

/// A reply of the service: its code and its lines' texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// 2xx: done; 3xx: the service's own error; 4xx: the client's.
    pub code: u16,
    /// The texts after the codes, the last line's included.
    pub lines: Vec<String>,
}

/// A connection to the service.
#[derive(Debug)]
pub struct Connection {
    writer: UnixStream,
    reader: BufReader<UnixStream>,
}

impl Connection {
    /// Connects to the socket at `path`; no reply or write waits longer
    /// than `timeout`.
    pub fn open(path: &Path, timeout: Duration) -> io::Result<Connection> {
        let stream = UnixStream::connect(path)?;
        stream.set_read_timeout(Some(timeout))?;
        stream.set_write_timeout(Some(timeout))?;
        Ok(Connection {
            reader: BufReader::new(stream.try_clone()?),
            writer: stream,
        })
    }

    /// Sends one command line and reads its reply; a reply that is not
    /// 2xx is an error.
    pub fn command(&mut self, line: &str) -> io::Result<Reply> {
        self.writer.write_all(format!("{line}\r\n").as_bytes())?;
        self.writer.flush()?;
        let reply = self.reply()?;
        if (200..300).contains(&reply.code) {
            Ok(reply)
        } else {
            Err(io::Error::other(format!(
                "{line}: {} {}",
                reply.code,
                reply.lines.last().map_or("", String::as_str)
            )))
        }
    }

    /// Reads one reply, passing over the service's event notifications
    /// (7xx) that may come between.
    pub fn reply(&mut self) -> io::Result<Reply> {
        self.read(false)
    }

    /// Reads the next event notification of a message (7xx: `701 BEGIN`,
    /// `702 END`, with the message's and the client's ids before), once
    /// `SET self NOTIFICATION ALL on` asked for them.
    pub fn event(&mut self) -> io::Result<Reply> {
        self.read(true)
    }

    fn read(&mut self, event: bool) -> io::Result<Reply> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.reader.read_line(&mut line)? == 0 {
                return Err(io::ErrorKind::UnexpectedEof.into());
            }
            let line = line.trim_end_matches(['\r', '\n']);
            let code: u16 = line
                .get(..3)
                .and_then(|c| c.parse().ok())
                .ok_or_else(|| io::Error::other(format!("not a reply: {line}")))?;
            let text = line.get(4..).unwrap_or("").to_owned();
            let last = line.as_bytes().get(3) != Some(&b'-');
            if (700..800).contains(&code) != event {
                // An event of a message (BEGIN, END, …) while a reply is
                // awaited, or a reply while an event is: not this one.
                lines.clear();
                continue;
            }
            lines.push(text);
            if last {
                return Ok(Reply { code, lines });
            }
        }
    }

    /// Says who this is and that its messages wait their turn.
    pub fn hello(&mut self) -> io::Result<()> {
        self.command("SET self CLIENT_NAME user:meeple-companion:main")?;
        self.command("SET self PRIORITY message")?;
        Ok(())
    }

    /// Speaks `text` (its lines joined; a line that begins with a dot
    /// is escaped with another).
    pub fn speak(&mut self, text: &str) -> io::Result<()> {
        self.command("SPEAK")?;
        let mut body = String::new();
        for line in text.lines() {
            if line.starts_with('.') {
                body.push('.');
            }
            body.push_str(line);
            body.push_str("\r\n");
        }
        body.push_str(".\r\n");
        self.writer.write_all(body.as_bytes())?;
        self.writer.flush()?;
        let reply = self.reply()?;
        if (200..300).contains(&reply.code) {
            Ok(())
        } else {
            Err(io::Error::other(format!("SPEAK: {}", reply.code)))
        }
    }

    /// The languages of the voices the service has (`de`, `en-GB`, …).
    pub fn voice_languages(&mut self) -> io::Result<Vec<String>> {
        let reply = self.command("LIST SYNTHESIS_VOICES")?;
        let mut languages: Vec<String> = reply
            .lines
            .iter()
            .filter_map(|line| line.split('\t').nth(1))
            .map(|language| language.trim().to_ascii_lowercase())
            .collect();
        languages.dedup();
        Ok(languages)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_names_the_socket_else_the_runtime_folder_does() {
        let runtime = Some(OsString::from("/run/user/1000"));
        assert_eq!(
            socket(None, runtime.clone()),
            Some(PathBuf::from(
                "/run/user/1000/speech-dispatcher/speechd.sock"
            ))
        );
        assert_eq!(
            socket(Some("unix_socket:/tmp/s.sock".into()), runtime.clone()),
            Some(PathBuf::from("/tmp/s.sock"))
        );
        assert_eq!(
            socket(Some("unix_socket".into()), runtime.clone()),
            socket(None, runtime.clone())
        );
        assert_eq!(
            socket(Some("inet_socket:localhost:6560".into()), runtime),
            None
        );
        assert_eq!(socket(None, None), None);
    }
}
