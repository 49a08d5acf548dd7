//! Figures for the benches of the pages (`benches/share.rs`,
//! `benches/act.rs`): this process's resident memory, and times printed
//! as median, 95th percentile and maximum.

use std::time::Duration;

/// This process's resident memory, in KiB (0 where it cannot be read).
pub fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// The time at `p` (0 to 1) of times sorted from the shortest.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

/// Prints `times` as median, 95th percentile and maximum.
pub fn show(what: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{what}: median {:.3} ms, p95 {:.3} ms, max {:.3} ms ({} samples)",
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.95).as_secs_f64() * 1e3,
        times.last().unwrap().as_secs_f64() * 1e3,
        times.len()
    );
}
