//! The time the app waits on: before trying a failed save again. The
//! running app sleeps on iced's tokio executor; tests pass a clock of their
//! own that they advance by hand, so the real retry runs in them.

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

/// A future that ends after some time.
pub type Sleep = Pin<Box<dyn Future<Output = ()> + Send>>;

/// Where the app's waiting happens.
pub trait Clock: Send + Sync + fmt::Debug {
    /// A future that ends once `duration` has passed on this clock.
    fn sleep(&self, duration: Duration) -> Sleep;
}

/// The system's clock, on the tokio runtime iced runs tasks on.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn sleep(&self, duration: Duration) -> Sleep {
        Box::pin(tokio::time::sleep(duration))
    }
}
