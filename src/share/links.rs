//! The private pages' links: one random token per player and game, and the
//! claim that binds a token to the first browser that opens it.
//!
//! A token is 128 bits from the operating system's generator, written as
//! 26 letters and digits (base32, lowercase) in the page's address
//! `/p/<token>`. The first browser to open the page gets a second secret,
//! the claim, as a cookie scoped to that address; from then on the page
//! and its event stream answer only a request that carries both. Anything
//! else (a wrong token, one revoked by *New links*, a claimed token without
//! its cookie) is answered exactly like an unknown address.
//!
//! Tokens and claims live in memory only: a new run of the app makes new
//! ones. Every comparison runs in constant time and looks at every seat,
//! so how long an answer takes tells nothing about how close a guess was.

use std::io;
use std::sync::Mutex;

use subtle::{Choice, ConstantTimeEq};

/// Random bytes in a token and in a claim.
pub const SECRET_BYTES: usize = 16;
/// Letters in a written token or claim: 128 bits in base32.
pub const SECRET_CHARS: usize = 26;
/// The cookie that carries a claim.
pub const COOKIE: &str = "mc-claim";

const BASE32: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// One secret, as written: 26 base32 letters.
#[derive(Clone, PartialEq, Eq)]
struct Secret([u8; SECRET_CHARS]);

impl Secret {
    fn new() -> io::Result<Secret> {
        let mut bytes = [0u8; SECRET_BYTES];
        getrandom::fill(&mut bytes).map_err(io::Error::other)?;
        let mut out = [0u8; SECRET_CHARS];
        // 128 bits, five at a time, the last letter carrying three.
        let mut bits: u32 = 0;
        let mut held = 0;
        let mut next = 0;
        for byte in bytes {
            bits = (bits << 8) | u32::from(byte);
            held += 8;
            while held >= 5 {
                held -= 5;
                out[next] = BASE32[((bits >> held) & 31) as usize];
                next += 1;
            }
        }
        if held > 0 {
            out[next] = BASE32[((bits << (5 - held)) & 31) as usize];
        }
        Ok(Secret(out))
    }

    fn as_str(&self) -> &str {
        // Only ASCII letters and digits are ever written into it.
        std::str::from_utf8(&self.0).unwrap_or_default()
    }

    /// Whether `presented` is this secret, in time that depends only on
    /// the secret's length.
    fn matches(&self, presented: &[u8]) -> Choice {
        let mut padded = [0u8; SECRET_CHARS];
        let length_ok = presented.len().ct_eq(&SECRET_CHARS);
        for (slot, byte) in padded.iter_mut().zip(presented) {
            *slot = *byte;
        }
        length_ok & self.0.ct_eq(&padded)
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(…)")
    }
}

/// A player's link: its token, its claim once a browser opened it, and
/// a key that names it to the pages for as long as it lives (a link keeps
/// its key when its player moves to another seat; a new link gets a new
/// one, never used before).
#[derive(Debug, Clone)]
struct Link {
    key: u64,
    /// The player's name as compared (trimmed, lowercase), if the link
    /// was made for a named player.
    player: Option<String>,
    token: Secret,
    claim: Option<Secret>,
    /// Made anew because the player's hand changed under a phone that
    /// held their old link: that phone must scan the new code.
    rescan: bool,
}

#[derive(Debug)]
struct Book {
    /// By seat.
    links: Vec<Link>,
    /// The key the next new link gets.
    next_key: u64,
    /// Counts every change of the links (a new one, a claim, a move).
    version: u64,
    /// Compared against when a seat has no claim yet, so every request
    /// does the same work.
    decoy: Secret,
}

impl Book {
    fn fresh(&mut self, player: Option<String>) -> io::Result<Link> {
        let key = self.next_key;
        self.next_key += 1;
        Ok(Link {
            key,
            player,
            token: Secret::new()?,
            claim: None,
            rescan: false,
        })
    }
}

/// A player's name as links compare it: the engine takes names as
/// unique when trimmed and compared without case.
fn normal(name: &str) -> String {
    name.trim().to_lowercase()
}

/// What a request for a private page may do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Access {
    /// Nothing: answered like an unknown address.
    Denied,
    /// The page of this link, for the browser that claimed it.
    Owner {
        /// The link's key: the pages find its player's state by it.
        key: u64,
    },
    /// This request claimed the link: its browser gets the claim as a
    /// cookie and sees the page.
    Claimed {
        /// The link's key.
        key: u64,
        /// The claim, for the cookie.
        claim: String,
    },
}

/// The links of the players on show: one per seat, each belonging to its
/// player (by name), never to the seat: when the players change seats
/// (a fixed setup, its undo, a rematch, another game) the links follow
/// them ([`Links::follow`]).
#[derive(Debug)]
pub struct Links {
    book: Mutex<Book>,
}

impl Links {
    /// New links for `players` seats, none claimed, belonging to nobody
    /// by name (tests; the app makes them with [`Links::follow`]).
    pub fn new(players: usize) -> io::Result<Links> {
        let links = Links {
            book: Mutex::new(Book {
                links: Vec::new(),
                next_key: 1,
                version: 0,
                decoy: Secret::new()?,
            }),
        };
        {
            let mut book = links.book();
            for _ in 0..players {
                let link = book.fresh(None)?;
                book.links.push(link);
            }
        }
        Ok(links)
    }

    fn book(&self) -> std::sync::MutexGuard<'_, Book> {
        // A panic elsewhere never leaves the book half-changed: every
        // change below is made on a copy and put in with one assignment.
        self.book.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// *New links*: every token and claim is replaced; pages opened with
    /// the old ones are answered like unknown addresses from now on.
    pub fn renew(&self) -> io::Result<()> {
        let mut book = self.book();
        let mut links = Vec::with_capacity(book.links.len());
        for old in book.links.clone() {
            links.push(book.fresh(old.player)?);
        }
        book.links = links;
        book.version += 1;
        Ok(())
    }

    /// Puts the links in the order of `players` (their names, by seat):
    /// a player who had a link keeps it, token, claim and key, whatever
    /// their seat now; a new player gets a new link; the link of a player
    /// no longer in the game ends. Whether anything changed.
    pub fn follow<S: AsRef<str>>(&self, players: &[S]) -> io::Result<bool> {
        let mut book = self.book();
        let names: Vec<String> = players.iter().map(|p| normal(p.as_ref())).collect();
        let current: Vec<Option<&str>> = book.links.iter().map(|l| l.player.as_deref()).collect();
        if current.len() == names.len()
            && current
                .iter()
                .zip(&names)
                .all(|(have, want)| *have == Some(want.as_str()))
        {
            return Ok(false);
        }
        let mut old = book.links.clone();
        let mut links = Vec::with_capacity(names.len());
        for name in names {
            let kept = old
                .iter()
                .position(|l| l.player.as_deref() == Some(name.as_str()))
                .map(|i| old.remove(i));
            let link = match kept {
                Some(link) => link,
                None => book.fresh(Some(name))?,
            };
            links.push(link);
        }
        book.links = links;
        book.version += 1;
        Ok(true)
    }

    /// New links for the players named (by seat in the game on show):
    /// their hands changed under their phones (a fix of the setup replays
    /// the draws for other players), so the pages opened with their old
    /// links end and say so. A link a phone held is marked to be scanned
    /// again ([`Links::rescan`]).
    pub fn replace<S: AsRef<str>>(&self, players: &[S]) -> io::Result<()> {
        let mut book = self.book();
        let names: Vec<String> = players.iter().map(|p| normal(p.as_ref())).collect();
        let mut links = book.links.clone();
        let mut changed = false;
        for link in &mut links {
            if link.player.as_ref().is_some_and(|p| names.contains(p)) {
                let held = link.claim.is_some() || link.rescan;
                *link = Link {
                    rescan: held,
                    ..book.fresh(link.player.clone())?
                };
                changed = true;
            }
        }
        if changed {
            book.links = links;
            book.version += 1;
        }
        Ok(())
    }

    /// Seats with a link.
    pub fn len(&self) -> usize {
        self.book().links.len()
    }

    /// Whether there are no links.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Counts the changes of the links: new ones, claims, moves.
    pub fn version(&self) -> u64 {
        self.book().version
    }

    /// The token of `seat`'s link, for its address.
    pub fn token(&self, seat: usize) -> Option<String> {
        self.book()
            .links
            .get(seat)
            .map(|l| l.token.as_str().to_owned())
    }

    /// Each seat's link's key, by seat.
    pub fn keys(&self) -> Vec<u64> {
        self.book().links.iter().map(|l| l.key).collect()
    }

    /// Which seats' links a browser has claimed.
    pub fn claimed(&self) -> Vec<bool> {
        self.book()
            .links
            .iter()
            .map(|l| l.claim.is_some())
            .collect()
    }

    /// Which seats' phones must scan their code again (see
    /// [`Links::replace`]), until a browser claims the new link.
    pub fn rescan(&self) -> Vec<bool> {
        self.book().links.iter().map(|l| l.rescan).collect()
    }

    /// A request for a private page with `presented` as its token and
    /// `cookie` as its claim. With `claim` true (the page itself, not its
    /// stream) an unclaimed link is claimed by this request.
    ///
    /// Every seat's token and claim is compared, in constant time, whether
    /// or not an earlier one matched.
    pub fn open(&self, presented: &str, cookie: Option<&str>, claim: bool) -> io::Result<Access> {
        let mut book = self.book();
        let presented = presented.as_bytes();
        let cookie = cookie.unwrap_or_default().as_bytes();
        let mut found: Option<(usize, bool, bool)> = None;
        for (seat, link) in book.links.iter().enumerate() {
            let token = link.token.matches(presented);
            let held = link.claim.as_ref().unwrap_or(&book.decoy).matches(cookie);
            let unclaimed = Choice::from(u8::from(link.claim.is_none()));
            if bool::from(token) {
                found = Some((seat, bool::from(held & !unclaimed), bool::from(unclaimed)));
            }
        }
        Ok(match found {
            Some((seat, true, _)) => Access::Owner {
                key: book.links[seat].key,
            },
            Some((seat, false, true)) if claim => {
                let secret = Secret::new()?;
                let written = secret.as_str().to_owned();
                let link = &mut book.links[seat];
                link.claim = Some(secret);
                link.rescan = false;
                let key = link.key;
                book.version += 1;
                Access::Claimed {
                    key,
                    claim: written,
                }
            }
            _ => Access::Denied,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_26_base32_letters_and_all_differ() {
        let links = Links::new(6).unwrap();
        let tokens: Vec<String> = (0..6).map(|s| links.token(s).unwrap()).collect();
        for token in &tokens {
            assert_eq!(token.len(), SECRET_CHARS);
            assert!(token.bytes().all(|b| BASE32.contains(&b)), "{token}");
        }
        let mut unique = tokens.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 6);
        // 26 letters of 5 bits carry the 128 random bits.
        const { assert!(SECRET_CHARS * 5 >= SECRET_BYTES * 8) };
    }

    #[test]
    fn the_first_browser_claims_a_link_and_only_it_opens_it_again() {
        let links = Links::new(2).unwrap();
        let token = links.token(1).unwrap();
        // The stream alone never claims.
        assert_eq!(links.open(&token, None, false).unwrap(), Access::Denied);
        let key = links.keys()[1];
        let Access::Claimed {
            key: claimed,
            claim,
        } = links.open(&token, None, true).unwrap()
        else {
            panic!("not claimed");
        };
        assert_eq!(claimed, key);
        assert_eq!(links.claimed(), vec![false, true]);
        assert_eq!(
            links.open(&token, Some(&claim), true).unwrap(),
            Access::Owner { key }
        );
        // Another browser: no cookie, or a wrong one.
        assert_eq!(links.open(&token, None, true).unwrap(), Access::Denied);
        let wrong = "a".repeat(SECRET_CHARS);
        assert_eq!(
            links.open(&token, Some(&wrong), true).unwrap(),
            Access::Denied
        );
        // A claim is bound to its token: it opens no other seat.
        let other = links.token(0).unwrap();
        assert!(matches!(
            links.open(&other, Some(&claim), false).unwrap(),
            Access::Denied
        ));
    }

    #[test]
    fn wrong_and_renewed_tokens_open_nothing() {
        let links = Links::new(2).unwrap();
        let token = links.token(0).unwrap();
        let mut wrong = token.clone().into_bytes();
        wrong[25] = if wrong[25] == b'a' { b'b' } else { b'a' };
        let wrong = String::from_utf8(wrong).unwrap();
        assert_eq!(links.open(&wrong, None, true).unwrap(), Access::Denied);
        assert_eq!(links.open("", None, true).unwrap(), Access::Denied);
        assert_eq!(
            links.open(&token[..25], None, true).unwrap(),
            Access::Denied
        );
        let Access::Claimed { claim, .. } = links.open(&token, None, true).unwrap() else {
            panic!("not claimed");
        };
        let keys = links.keys();
        links.renew().unwrap();
        assert_eq!(links.claimed(), vec![false, false]);
        assert!(links.keys().iter().all(|k| !keys.contains(k)), "new keys");
        assert_eq!(
            links.open(&token, Some(&claim), true).unwrap(),
            Access::Denied
        );
        assert_ne!(links.token(0).unwrap(), token);
    }

    /// Claims the link of `seat`; its claim.
    fn claim(links: &Links, seat: usize) -> String {
        let token = links.token(seat).unwrap();
        match links.open(&token, None, true).unwrap() {
            Access::Claimed { claim, .. } => claim,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn links_follow_their_players_to_other_seats() {
        let links = Links::new(0).unwrap();
        assert!(links.follow(&["Anna", "Bert", "Cleo"]).unwrap());
        assert!(
            !links.follow(&["Anna", "Bert", "Cleo"]).unwrap(),
            "no change"
        );
        let tokens: Vec<String> = (0..3).map(|s| links.token(s).unwrap()).collect();
        let keys = links.keys();
        let anna = claim(&links, 0);
        // Bert moved up, before Anna; names compare trimmed and without case.
        assert!(links.follow(&["bert ", "Anna", "Cleo"]).unwrap());
        assert_eq!(links.token(0).unwrap(), tokens[1]);
        assert_eq!(links.token(1).unwrap(), tokens[0]);
        assert_eq!(links.keys(), vec![keys[1], keys[0], keys[2]]);
        assert_eq!(links.claimed(), vec![false, true, false]);
        assert_eq!(
            links.open(&tokens[0], Some(&anna), true).unwrap(),
            Access::Owner { key: keys[0] }
        );
        // Cleo replaced by Dirk: her link ends, his is new.
        assert!(links.follow(&["Bert", "Anna", "Dirk"]).unwrap());
        assert!(!links.keys().contains(&keys[2]));
        assert_ne!(links.token(2).unwrap(), tokens[2]);
        assert_eq!(links.open(&tokens[2], None, true).unwrap(), Access::Denied);
        // And back: Cleo gets a new link, not her old one.
        assert!(links.follow(&["Anna", "Bert", "Cleo"]).unwrap());
        assert_eq!(links.token(0).unwrap(), tokens[0]);
        assert_ne!(links.token(2).unwrap(), tokens[2]);
        let mut all = links.keys();
        all.extend(&keys);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 4, "a key is never given twice");
    }

    #[test]
    fn a_replaced_link_ends_and_a_held_one_is_marked_to_scan_again() {
        let links = Links::new(0).unwrap();
        links.follow(&["Anna", "Bert"]).unwrap();
        let tokens: Vec<String> = (0..2).map(|s| links.token(s).unwrap()).collect();
        let anna = claim(&links, 0);
        let version = links.version();
        links.replace(&["Anna", "Bert"]).unwrap();
        assert!(links.version() > version);
        assert_eq!(
            links.rescan(),
            vec![true, false],
            "only Anna's phone held one"
        );
        assert_eq!(links.claimed(), vec![false, false]);
        assert_eq!(
            links.open(&tokens[0], Some(&anna), true).unwrap(),
            Access::Denied
        );
        assert_eq!(links.open(&tokens[1], None, true).unwrap(), Access::Denied);
        claim(&links, 0);
        assert_eq!(links.rescan(), vec![false, false], "scanned again");
        // A name not in the game changes nothing.
        let version = links.version();
        links.replace(&["Zoe"]).unwrap();
        assert_eq!(links.version(), version);
    }
}
