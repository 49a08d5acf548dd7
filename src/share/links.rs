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

#[derive(Debug, Clone)]
struct Link {
    token: Secret,
    claim: Option<Secret>,
}

#[derive(Debug)]
struct Book {
    links: Vec<Link>,
    /// Counts the times the links were renewed, so a stream opened with an
    /// older token knows to end.
    generation: u64,
    /// Compared against when a seat has no claim yet, so every request
    /// does the same work.
    decoy: Secret,
}

/// What a request for a private page may do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Access {
    /// Nothing: answered like an unknown address.
    Denied,
    /// The page of this seat, for the browser that claimed it.
    Owner {
        /// The seat.
        seat: usize,
        /// The links' generation it was opened in.
        generation: u64,
    },
    /// This request claimed the seat's link: its browser gets the claim
    /// as a cookie and sees the page.
    Claimed {
        /// The seat.
        seat: usize,
        /// The links' generation it was claimed in.
        generation: u64,
        /// The claim, for the cookie.
        claim: String,
    },
}

/// The links of one game's players.
#[derive(Debug)]
pub struct Links {
    book: Mutex<Book>,
}

impl Links {
    /// New links for `players` seats, none claimed.
    pub fn new(players: usize) -> io::Result<Links> {
        Ok(Links {
            book: Mutex::new(Book {
                links: fresh(players)?,
                generation: 0,
                decoy: Secret::new()?,
            }),
        })
    }

    fn book(&self) -> std::sync::MutexGuard<'_, Book> {
        // A panic elsewhere never leaves the book half-changed: every
        // change below is one assignment.
        self.book.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// *New links*: every token and claim is replaced; pages opened with
    /// the old ones are answered like unknown addresses from now on.
    pub fn renew(&self) -> io::Result<()> {
        let mut book = self.book();
        let links = fresh(book.links.len())?;
        book.links = links;
        book.generation += 1;
        Ok(())
    }

    /// Seats with a link.
    pub fn len(&self) -> usize {
        self.book().links.len()
    }

    /// Whether there are no links (a game has at least two players).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The token of `seat`'s link, for its address.
    pub fn token(&self, seat: usize) -> Option<String> {
        self.book()
            .links
            .get(seat)
            .map(|l| l.token.as_str().to_owned())
    }

    /// Which seats' links a browser has claimed.
    pub fn claimed(&self) -> Vec<bool> {
        self.book()
            .links
            .iter()
            .map(|l| l.claim.is_some())
            .collect()
    }

    /// How many times the links were renewed.
    pub fn generation(&self) -> u64 {
        self.book().generation
    }

    /// Whether a page opened in `generation` for `seat` may still be shown.
    pub fn current(&self, generation: u64) -> bool {
        self.book().generation == generation
    }

    /// A request for `seat`'s page with `presented` as its token and
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
        let generation = book.generation;
        Ok(match found {
            Some((seat, true, _)) => Access::Owner { seat, generation },
            Some((seat, false, true)) if claim => {
                let secret = Secret::new()?;
                let written = secret.as_str().to_owned();
                book.links[seat].claim = Some(secret);
                Access::Claimed {
                    seat,
                    generation,
                    claim: written,
                }
            }
            _ => Access::Denied,
        })
    }
}

fn fresh(players: usize) -> io::Result<Vec<Link>> {
    (0..players)
        .map(|_| {
            Ok(Link {
                token: Secret::new()?,
                claim: None,
            })
        })
        .collect()
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
        let Access::Claimed { seat: 1, claim, .. } = links.open(&token, None, true).unwrap() else {
            panic!("not claimed");
        };
        assert_eq!(links.claimed(), vec![false, true]);
        assert_eq!(
            links.open(&token, Some(&claim), true).unwrap(),
            Access::Owner {
                seat: 1,
                generation: 0
            }
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
        links.renew().unwrap();
        assert_eq!(links.generation(), 1);
        assert_eq!(links.claimed(), vec![false, false]);
        assert_eq!(
            links.open(&token, Some(&claim), true).unwrap(),
            Access::Denied
        );
        assert_ne!(links.token(0).unwrap(), token);
    }
}
