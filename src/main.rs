use std::process::ExitCode;

use meeple_companion::cli::{self, Invocation, display};

fn main() -> ExitCode {
    // As OsString: a file name need not be UTF-8 (std::env::args panics).
    match cli::parse_args(std::env::args_os().skip(1)) {
        Invocation::Gui => window(),
        Invocation::Show(text) => done(cli::print(&text)),
        Invocation::Replay(file) => cli::replay(&file),
        Invocation::Sight { file, sight } => cli::replay_sight(&file, &sight),
        Invocation::Import(file) => cli::import(&file),
        Invocation::Games => cli::games(),
        Invocation::Export(id) => cli::export(&id),
        Invocation::BgStatsLink(id) => cli::bgstats_link(&id),
        Invocation::BgStatsFile(id) => cli::bgstats_file(id.as_deref()),
        Invocation::Check => cli::check(),
        Invocation::Summary { file, format } => cli::summary(&file, format),
        Invocation::Stats {
            format,
            from,
            to,
            players,
        } => cli::stats(format, from, to, &players),
        Invocation::Completions(shell) => done(cli::print_bytes(&cli::completions(shell))),
        Invocation::Man => done(cli::print(&cli::man_page())),
        Invocation::Bad(message) => {
            // The usage error, already in the program's shape; if even
            // that cannot be written, the status still says it.
            let _ = std::io::Write::write_all(&mut std::io::stderr(), message.as_bytes());
            ExitCode::from(2)
        }
    }
}

fn done(printed: Result<(), ExitCode>) -> ExitCode {
    printed.err().unwrap_or(ExitCode::SUCCESS)
}

/// Opens the window, or says in one line that there is no display to open
/// it on (never iced's panic): the variables first, then a local display's
/// socket, then winit's own verdict.
fn window() -> ExitCode {
    let var = |name: &str| std::env::var_os(name);
    if display::missing(var) || display::unreachable(var) {
        return no_display();
    }
    // iced panics when winit cannot make its event loop (a display that
    // refuses the connection): that panic is the same line, and only
    // that one is kept quiet.
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let quiet = display::panic_text(info.payload()).is_some_and(display::is_no_display_panic);
        if !quiet {
            default(info);
        }
    }));
    match std::panic::catch_unwind(meeple_companion::app::run) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(error)) => {
            cli::fail(&error.to_string());
            ExitCode::FAILURE
        }
        Err(payload) => match display::panic_text(&*payload) {
            Some(text) if display::is_no_display_panic(text) => no_display(),
            _ => std::panic::resume_unwind(payload),
        },
    }
}

fn no_display() -> ExitCode {
    let _ = std::io::Write::write_all(
        &mut std::io::stderr(),
        format!("{}\n", display::no_display_line()).as_bytes(),
    );
    ExitCode::FAILURE
}
