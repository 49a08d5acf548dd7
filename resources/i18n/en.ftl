# Meeple Companion — English texts.
# Ids are referenced from the code with t!("id"); a test checks they exist.

app-title = Meeple Companion

## Colours, kinds and figures
colour-red = Red
colour-green = Green
colour-blue = Blue
colour-yellow = Yellow
colour-black = Black
colour-grey = Grey
colour-pink = Pink
colour-purple = Purple

kind-road = road
kind-city = city
kind-cloister = cloister
kind-farm = farm
kind-message = message
kind-card = card
kind-other = points

figure-meeple = meeple
figure-messenger = messenger

## Turns and prompts
turn-of = { $name }’s turn
extra-turn-of = { $name }’s extra turn
tiles-left = { $count ->
    [one] 1 tile left
   *[other] { $count } tiles left
}
and-separator = {" "}and{" "}
reason-last-to = the last to reach { $total }
reason-first-to = the first to reach { $total }
reason-manual = an extra turn by hand
prompt-extra-turn = { $name } is { $reason }: extra turn
prompt-extra-turn-manual = { $name } gets an extra turn
prompt-turns-lapsed = { $count ->
    [one] The game is over, so { $names }’s extra turn lapses
   *[other] The game is over, so the extra turns of { $names } lapse
}
prompt-last-tile = The draw pile is empty: this is the last turn. Ending it starts the final scoring.
prompt-final-scoring = Final scoring: enter the points of unfinished features and farms, then end the game.
prompt-gold-short = { $count ->
    [0] The supply is empty: no gold piece was placed.
    [one] Only 1 piece left in the supply: 1 piece was placed.
   *[other] Only { $count } pieces left in the supply.
}
prompt-final-scoring-last-tile = The last tile is placed. Final scoring: enter the points of unfinished features and farms, then end the game.

## History
history-holder = { $name } +{ $points }
history-holder-figure = { $name } +{ $points } ({ $figure })
history-score = { $holders } { $kind }
history-close-round = Round closed
history-correct = Correction: { $name } { $delta }
history-end-turn = End of turn
history-another-tile = Another tile
history-extra-turn = Extra turn for { $name }
history-cancel-extra-turn = Extra turn { $position } cancelled
history-set-tiles = Tile counter set to { $count }
history-final-scoring = Final scoring started
history-end-game = Game ended
history-gold-tile = Gold tile
history-gold-pool = { $count } to { $names }
history-gold-award = Gold on the { $kind }: { $pools }
history-gold-give = { $count ->
    [one] 1 gold piece to { $name }
   *[other] { $count } gold pieces to { $name }
}
history-next-turn = { $name }’s turn
history-next-extra-turn = { $name }’s extra turn
history-earned-turn = { $name } earns an extra turn ({ $reason })
history-last-tile = the last tile is placed

## Home
home-tagline = Keeps the score track, the turns and the extra turns, so the table only plays.
home-new-game = New game
home-saved-games = Saved games
home-loading = Looking for saved games…
home-show-more = Show { $count } more ({ $left } not shown)
home-no-games = No saved games yet. Start a new game; it is saved after every move.
home-state-playing = Turn { $turn }
home-state-final-scoring = Final scoring
home-state-ended = Finished
home-state-won = Finished · won by { $names }
home-in-progress = In progress
home-finished = Finished games
home-delete = Delete
home-delete-ask = Delete the game of { $names } started { $started }? Its save file is removed; this cannot be undone.
home-delete-yes = Delete it
home-delete-no = Keep it
home-totals = Totals
home-hide-totals = Hide totals
home-totals-player = Player
home-totals-played = Games played
home-totals-won = Games won
home-game-details = { $state } · started { $started } · last played { $played }
home-resume = Resume
home-show-results = Results
home-unreadable = { $file } cannot be read
home-unreadable-reason = { $reason }. The file is left as it is.
home-load-failed = This game could not be opened: { $reason }
exported = The game is on the clipboard as notation, and saved in { $path }
exported-hands-warning = It contains every hand: keep it from the other players until the game ends.
exported-clipboard-only = The game is on the clipboard as notation (it could not be saved as a file: { $reason })
save-failed = The game could not be saved: { $reason }. It is still here; keep the app open and check the disk.
read-only = This game is open in another window. This window only shows it: nothing done here is saved. Close the other window, then open the game again here to go on.

## Setup
setup-title = New game
setup-back = Back
setup-players = Players
setup-players-hint = In seating order, clockwise. Pick each player’s meeple colour; taking a colour someone has swaps the two.
setup-name-placeholder = Player { $seat }
setup-starts = starts
setup-move-up = Move up
setup-remove = Remove
setup-add-player = Add a player
setup-tiles = Tiles
setup-count-tiles = Count the tiles in the draw pile
setup-tiles-hint = 71 in the base game, 80 with Gold Mines. When the last tile is placed the game ends with that turn.
setup-tiles-not-a-number = The tile count “{ $value }” is not a number
setup-expansions = Expansions
setup-xp = Christmas Present
setup-xp-hint = Two decks of 32 cards: draw a Cloister card when you place a tile next to another player’s cloister, a Roadside card for a tile showing only roads. The app keeps the decks and every secret hand.
setup-xp-card-bonus = A bonus card (loop road, city with or without pennants) changes the scoring of…
setup-xp-card-bonus-player = …only the player who plays it; other holders score as usual
setup-xp-card-bonus-all = …every holder of the feature
setup-sn = Saint Nicholas scoring board
setup-sn-hint = The last player to reach space 6 (Santa hat) and the first to reach 24 (Christmas tree) get an extra turn.
setup-sn-check = When is the board checked?
setup-sn-check-feature = After each feature scoring, in the order the active player enters them (recommended)
setup-sn-check-round = Once per tile placement, comparing positions before and after all its scorings
setup-sn-both = A player reaching 6 last and 24 first in the same scoring gets
setup-sn-both-one = One extra turn (recommended)
setup-sn-both-two = Two extra turns
setup-sn-order = When several players earn extra turns in one turn
setup-sn-order-left = Clockwise from the active player’s left, the active player last (recommended)
setup-sn-order-active = The active player first, then clockwise from their left
setup-sn-every-lap = Every lap: 56 and 74, 106 and 124, … count as 6 and 24 again
setup-sn-feature-only = Only feature scorings count: message and card points never earn a turn
setup-sn-levels = With The Messages, a player’s place on the board is
setup-sn-levels-higher-lower = Their higher figure for 6, their lower figure for 24 (recommended)
setup-sn-levels-sum = Both figures added together
setup-sn-levels-any = Their higher figure, for 6 and for 24
setup-msg = The Messages
setup-msg-hint = Everyone scores with two figures, meeple and messenger; when the active player’s figure lands on a dark space (0, 5, 10, …) they draw a message.
setup-msg-draw = Who draws the messages?
setup-msg-draw-virtual = The app shuffles the 8 messages and draws them (recommended)
setup-msg-draw-physical = The table draws its own message tiles and tells the app the number
setup-msg-zmg-alone = Z-Man rule: draw only if the figure stands alone on its dark space
setup-gold = Gold Mines
setup-gold-hint = 16 gold pieces: gold tiles put them on the board, completed roads, cities and cloisters hand them out, and they score at the end (1–3 pieces 1 point each, 4–6 2, 7–9 3, 10 or more 4).
setup-start = Start game

## Game
game-final-scoring = Final scoring
game-ended = Game over
game-turn-number = Turn { $number }
game-extra-turn = extra turn: { $reason }
game-tile-of-turn = tile { $number } of this turn
game-undo = Undo
game-redo = Redo
game-history = History
game-score-entry = Score entry
game-export = Export
game-home = Home
game-queue = Extra turns next:
game-queued-turn = { $name } ({ $reason })
game-cancel-turn = Cancel

## Score entry
entry-who = Who scores? (several for a shared feature)
entry-score = Score
key-backspace = ←
key-clear = C
entry-end-turn = End turn
entry-another-tile = Another tile
entry-extra-turn = Extra turn
entry-final-scoring = Final scoring
entry-end-game = End game and show the results
entry-choose-player = Choose who scores first.
entry-type-points = Type the points first.
entry-too-many-digits = At most 999 points fit in one scoring.
entry-points-pending = { $points ->
    [one] 1 point is typed but not scored: score it or clear it first.
   *[other] { $points } points are typed but not scored: score them or clear them first.
}
entry-extra-turn-one-player = Choose one player for the extra turn.

history-rewind = Back to here
history-start = Start of the game
history-undone = { $count ->
    [one] 1 undone command (Redo brings it back):
   *[other] { $count } undone commands (Redo brings them back):
}

## Summary
summary-winner = { $name } wins!
summary-shared-win = A shared win: { $names }
summary-in-game = In play
summary-final = Final scoring
summary-corrections = Corrections
summary-kind = { $kind } { $points }
summary-back-to-game = Back to the game
summary-in-play-kinds = In play: { $kinds }
summary-final-kinds = Final scoring: { $kinds }
summary-chart-score = Score over the game
summary-chart-score-hint = One line per player, turn by turn; a dot marks an extra turn.
summary-chart-kinds = Points by kind
summary-places = Places
summary-winning-total = { $points ->
    [one] with 1 point
   *[other] with { $points } points
}
summary-chart-kinds-hint = What the features scored, in play and at the end. Corrections, gold, end cards and deferred points are not in the bars.
summary-bars-note = { $bars } in the bar; the total { $total } also counts { $rest }
summary-chart-end = End
summary-times = Time
summary-played = Started { $date } · { $length } of play (pauses and time closed not counted)
summary-turn-times = { $name }: { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}, { $average } on average, longest { $longest }
summary-hours = { $hours } h { $minutes } min
summary-minutes = { $minutes } min
summary-min-sec = { $minutes } min { $seconds } s
summary-seconds = { $seconds } s
summary-save = Save summary
game-pause = Pause
final-title = Final scoring
final-next = Next: { $step }
final-step-merged = Figures
final-step-features = Features
final-step-gold = Gold
final-step-results = Results
final-step-end-cards = End cards
final-step-deferred = Deferred
final-end-cards-next = Reveal the end cards in the Christmas Present panel, start player first: { $name } is next. The final features come after them.
final-end-cards-done = Every end card is revealed; the cards left in the hands were shown.
final-end-cards-line = { $name }: { $points } from end cards
final-deferred-hint = The points of laid-down features, held in the ledger, are paid (step 4):
final-deferred-line = { $name }: { $points } deferred
final-merged-hint = Each player’s messenger was added onto the meeple; no messages are drawn from now on.
final-merged-line = { $name }: { $meeple } + { $messenger } = { $total }
final-features-hint = Player by player: every unfinished road, city and cloister and every farm. A feature held by several players is entered once, with all of them.
final-road-tiles = Tiles of the road
final-city-tiles = Tiles of the city
final-pennants = Pennants in it
final-around = Tiles around the cloister
final-farm-cities = Completed cities next to the farm
final-points = or the points
final-shared = Shared with:
final-add = Add { $points } ({ $kind }) for { $name }
final-scored-so-far = { $name } so far: { $kinds }
final-next-player = Next player: { $name }
final-gold-hint = { $board ->
    [one] The 1 piece left on the board is removed.
   *[other] The { $board } pieces left on the board are removed.
} Each player’s gold counts when the game ends:
final-gold-line = { $name }: { $count } × { $per } = { $points }
final-results-hint = Everything is entered? The totals become final; Back to the game undoes it.
game-resume-clock = Go on
game-paused = Paused: the clock is stopped
summary-bgstats = Post to BG Stats
summary-bgstats-hint = Scan this with the phone that has BG Stats: it opens the play with every player's score, ready to save.
summary-bgstats-copy = Copy the link
summary-bgstats-close = Close
summary-bgstats-copied = The BG Stats link is on the clipboard.
summary-bgstats-too-long = This play is too long for a QR code: copy the link instead.
summary-tonight = Tonight
summary-tonight-hint = Game { $game } of { $games } this evening: wins and points added up.
summary-tonight-wins = { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}
summary-tonight-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
summary-rematch = Rematch
summary-saved = Summary written to { $path } (.csv, .json, .md); the Markdown is on the clipboard.
summary-part-end-cards = End cards
summary-part-deferred = Deferred
summary-gold = Gold
summary-gold-line = { $count ->
    [one] gold 1 piece × { $per } = { $points }
   *[other] gold { $count } pieces × { $per } = { $points }
}

## Gold Mines on the game screen
gold-title = Gold
gold-counts = supply { $supply } · board { $board }{ $removed ->
    [0] {""}
   *[other] {" "}· removed { $removed }
}
gold-player = { $name } { $count } ({ $points ->
    [one] 1 point
   *[other] { $points } points
})
gold-tile = Gold tile
gold-award = Award gold
gold-award-for = Award gold for the { $kind }
gold-award-title = Award gold
gold-on-board = { $count ->
    [one] 1 piece on the board
   *[other] { $count } pieces on the board
}
gold-pool = Pool { $number }
gold-pool-line = Pool { $number }: { $count } · { $names }
gold-pool-nobody = nobody yet
gold-pieces = { $count ->
    [one] 1 piece
   *[other] { $count } pieces
}
gold-remove-pool = Remove
gold-add-pool = Add a pool
gold-add-pool-hint = for several features at once, or pieces only some may claim
gold-last-award = Handed out: { $names }
gold-preview = Hand-out: { $names }
gold-preview-incomplete = Choose who claims each pool, with no more pieces than lie on the board.
gold-give = Give { $count ->
    [one] 1 piece
   *[other] { $count } pieces
} to { $name } by hand (no feature)
gold-cancel = Cancel
gold-confirm = Award

## Refusals
error-points-range = Points must be between 0 and { $max }, not { $points }.
error-unknown-player = There is no player { $seat } at this table.
error-unknown-figure = { $name } has no messenger: this game is played without The Messages.
error-no-players = Choose who scores first.
error-duplicate-player = { $name } is chosen twice.
error-zero-correction = A correction of 0 points changes nothing.
error-negative-total = { $name } has { $total ->
    [one] 1 point
   *[other] { $total } points
} there; a correction of { $delta } would make it negative.
error-game-over = The game has ended. Undo to go back into it.
error-final-scoring = Final scoring has begun; turns are over.
error-no-tiles-left = The draw pile is empty: there is no tile to draw.
error-tile-count = The tile counter must be between 0 and { $max }, not { $count }.
error-no-tile-counter = This game does not count tiles.
error-no-open-round = No scoring round is open.
error-no-queued-turn = There is no queued extra turn number { $position }.
error-nothing-to-undo = There is nothing to undo.
error-nothing-to-redo = There is nothing to redo.
error-no-such-entry = The history has no entry { $entry }.
error-gold-not-in-use = This game is played without Gold Mines.
error-gold-not-on-board = { $board ->
    [one] Only 1 gold piece lies on the board, not { $asked }.
   *[other] Only { $board } gold pieces lie on the board, not { $asked }.
}
error-gold-no-pieces = Each pool needs at least one gold piece.
error-gold-no-claimants = Each pool needs at least one claimant.
error-gold-duplicate-claimant = { $name } is named twice in one pool.
error-gold-farm = Farmers never receive gold.
error-gold-not-completed = Gold goes only to a completed road, city or cloister, not to { $kind } points.
error-gold-scored = The gold has been scored and the board's gold removed.
error-too-few-players = A game needs at least { $min } players, not { $count }.
error-too-many-players = A game has at most { $max } players, not { $count }.
error-empty-name = Player { $seat } needs a name.
error-name-too-long = The name “{ $name }” has { $chars } characters; at most { $max } fit.
error-name-control = The name “{ $name }” contains a hidden character (a tab, a line break, a zero-width space or a direction mark).
error-duplicate-name = Two players are called “{ $name }”; names must differ.
error-duplicate-colour = Two players play { $colour }; colours must differ.
error-no-start-player = There is no player { $seat } to start.
error-setup-tiles = The tile counter must be between 1 and { $max }, not { $count }.
error-no-shuffle = The { $deck } deck has not been shuffled.
error-bad-shuffle = The { $deck } deck's order must name each card from 1 to { $size } exactly once.

## The Messages
messages-whose = { $name }’s { $figure }
prompt-message-drawn = { $who } landed on { $space }: draw a message. Message { $number }: { $title }
prompt-message-draw-tile = { $who } landed on { $space }: draw a message tile and tell the app its number
hold-message-name = Draw a message tile and tell the app its number before play goes on.
hold-message-resolve = Message { $number } ({ $title }) waits: carry it out or take 2 points.
error-close-round-first = Close the open scoring round first (Done with this tile): closing it draws a message.
error-messages-not-in-use = This game is played without The Messages.
error-messages-nothing-pending = No message is waiting to be resolved.
error-messages-not-named = Tell the app which message was drawn first.
error-messages-already-named = The message drawn is already known.
error-messages-no-such = Messages are numbered 1 to 8, not { $number }.
error-messages-wrong-helper = Message { $number } ({ $title }) asks for other counts.
error-messages-no-tile = The draw pile is empty, so “Another tile” cannot be carried out: take the 2 points.
error-messages-pennants = A city of { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
} cannot have { $pennants ->
    [one] 1 pennant
   *[other] { $pennants } pennants
}.
error-messages-surrounding = A cloister has at most 8 tiles around it, not { $count }.
error-messages-points = A message is worth at most 999 points, not { $points }.
history-message-named = Message { $number } drawn: { $title }
history-message-take-two = Message: 2 points instead ({ $figure })
history-message-another-tile = Message carried out: another tile
history-message-carried-out = Message carried out: +{ $points } ({ $figure })
history-figures-merged = both figures added onto the meeple
entry-tile-done = Tile done
msg-landing = { $figure } → { $space }
msg-landing-dark = { $figure } → { $space } dark
msg-panel-number = Message { $number }
msg-panel-carry = Carry out: +{ $points }
msg-panel-carry-bad = Carry out
msg-panel-carry-another-tile = Carry out: place another tile
msg-panel-take-two = Take 2 points
msg-panel-figure = The points move:
msg-panel-name = { $name } draws a message tile
msg-panel-name-hint = Which message came up? Tap its number.
msg-count-road-tiles = Tiles of the road
msg-count-city-tiles = Tiles of the city
msg-count-pennants = Pennants in it
msg-count-surrounding = Tiles around the cloister
msg-count-pennants-knight = Pennants in cities with your knight
msg-count-knights = Your knights
msg-count-farmers = Your farmers
msg-count-feature-points = The feature’s points (as in final scoring)
msg-count-complete = The city is complete
msg-count-no-majority = You do not hold the majority (0 points)
message-shortest-road-title = Shortest road
message-shortest-road-text = Choose a road with one of your robbers on it (you need not hold the majority). If you can choose among several, take the one worth least. Score the points that road would get in the final scoring. The robber stays on the road.
message-smallest-city-title = Smallest city
message-smallest-city-text = Like message 1, but for cities: choose the city with one of your knights on it that is worth least and score what it would get in the final scoring. The knight stays.
message-smallest-cloister-title = Smallest cloister
message-smallest-cloister-text = Like message 1, but for cloisters (and every feature counted as a cloister): score the one with your monk that is worth least, as in the final scoring. The monk stays.
message-another-tile-title = Another tile
message-another-tile-text = Draw a tile and place it following the usual rules. You may put a meeple (or another special figure) on it, again following the usual rules.
message-pennants-title = 2 points per coat of arms
message-pennants-text = For every coat of arms in cities where you have at least one knight (you need not hold the majority), you get 2 points.
message-knights-title = 2 points per knight
message-knights-text = You get 2 points for each of your knights. The knights stay in their cities.
message-farmers-title = 2 points per farmer
message-farmers-text = You get 2 points for each of your farmers. The farmers stay on their fields.
message-score-meeple-title = Score a meeple and take it back
message-score-meeple-text = Choose one of your meeples on the board. If you hold the majority in its feature, score that feature as in the final scoring, but only you get the points. Then take back only that meeple, even if it scored nothing.

## Settings
home-settings = Settings
settings-title = Settings
settings-back = Back
settings-language = Language
settings-language-system = Follow the system ({ $language })
settings-language-env = { $var } is set, so the app shows { $language } whatever is chosen here.
settings-theme = Theme
settings-theme-system = Follow the system
settings-theme-light = Light
settings-theme-dark = Dark
settings-theme-env = { $var } is set and overrides this choice.
settings-scale = Size of text and controls
settings-scale-percent = { $percent } %
settings-keep-awake = Keep the screen awake while a game is open
settings-speech = Spoken prompts
settings-speech-on = Speak the table’s prompts aloud
settings-speech-turns = Whose turn it is
settings-speech-extra-turns = Extra turns earned and taken
settings-speech-drawn = A message drawn
settings-speech-questions = What the table must settle now, and who
settings-speech-final-scoring = The steps of the final scoring
settings-speech-winner = The winner
settings-speech-rate = Rate
settings-speech-rate-slow = Slower
settings-speech-rate-normal = Normal
settings-speech-rate-fast = Faster
settings-speech-sounds = A sound when a message is drawn or Saint Nicholas grants an extra turn
settings-speech-volume = Volume
settings-speech-volume-quiet = Quiet
settings-speech-volume-medium = Medium
settings-speech-volume-full = Full
settings-speech-unavailable = Speech is not available: install speech-dispatcher. The app goes on silent.
settings-speech-no-voice = No voice for { $language }: install espeak-ng. The default voice speaks.
speech-on = Spoken prompts are on.
game-speech-on = Speak
game-speech-off = Silence
settings-file = Settings are saved in { $path }
settings-save-failed = The settings could not be saved: { $reason }. They apply until the app is closed.
settings-broken = The settings file could not be read ({ $reason }), so the defaults are used. Changing a setting replaces the file.
settings-about = About
about-version = Meeple Companion { $version }
about-licence = Free software under the MIT licence. The libraries it is built from and its font, Fira Sans, come under their own licences, listed in the notices.
about-manual = The manual: man 6 meeple-companion. The rules as the app applies them, the notation and the licences are in:
about-docs-not-installed = This copy is not installed there: the same documents are in the docs/ folder of its source.
about-trademark = Carcassonne is a trademark of its owner. Meeple Companion is an unofficial companion app, not made or endorsed by the publishers.
about-notices-show = Show the licence notices
about-notices-hide = Hide the licence notices
about-notices-page = { $page } of { $pages }

## Files
store-no-data-dir = there is no folder to keep saved games in; set { $var } to choose one
store-create-dir = cannot create the folder { $path }: { $reason }
store-read = cannot read { $path }: { $reason }
store-write = cannot save to { $path }: { $reason }
store-not-found = there is no saved game "{ $id }"
store-bad-id = "{ $id }" cannot be the name of a saved game
store-empty = the file is empty
store-not-text = the file is not text
store-truncated = the file ends too early; it was probably cut off while being written
store-not-json = the file is not JSON (line { $line }, column { $column })
store-wrong-shape = the file is not a Meeple Companion saved game: { $reason }
store-not-settings = the file is not a Meeple Companion settings file: { $reason }
store-newer = made by a newer version of Meeple Companion (format { $format }; this version reads up to { $max })
store-bad-game = the saved game cannot be restored: { $reason }

## Dates
weekday-1 = Mon
weekday-2 = Tue
weekday-3 = Wed
weekday-4 = Thu
weekday-5 = Fri
weekday-6 = Sat
weekday-7 = Sun
month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec
date-time = { $weekday } { $day } { $month } { $year }, { $time }


## At the table: modes, questions, notices, keys
mode-points = Points
mode-count = Count
mode-correct = Correction
entry-preview = { $name } +{ $points }
entry-preview-type = { $names }: type the points
entry-preview-nobody = Tap who scores
entry-preview-correct = Correction for { $name }: +{ $points } or −{ $points }
entry-preview-correct-type = Correction for { $name }: type the points
entry-another-tile-none = No tile left to draw
entry-correct-one-player = Choose one player for the correction.
correct-hint = A correction, not a scoring: it changes one player’s total and nothing else.
correct-add = + Add
correct-take-away = − Take away
count-tiles = Tiles
count-pennants = Pennants
count-complete = The city is complete
count-neighbours = Tiles round the cloister
count-score = Score { $points } ({ $kind })
ask-extra-turn = An extra turn for whom?
ask-final-scoring = Start the final scoring? Turns are over after it (Undo brings them back).
ask-final-scoring-tiles = { $count ->
    [one] 1 tile is left in the draw pile. Start the final scoring anyway? Turns are over after it (Undo brings them back).
   *[other] { $count } tiles are left in the draw pile. Start the final scoring anyway? Turns are over after it (Undo brings them back).
}
ask-final-scoring-yes = Start the final scoring
ask-cancel = Cancel
game-tiles = Tiles left
ask-tiles = Tiles left in the draw pile: { $count }
ask-tiles-hint = The counter says { $now }: type what the pile holds.
ask-tiles-set = Set: { $count } left
notice-done = Done: { $what }
notice-undo = Undo this
game-keys = Keys ?
keys-title = Keys
keys-close = Close
keys-digits = type the points
keys-backspace-clear = remove the last digit, clear (Esc also closes a question)
keys-players = choose players 1 to 6 (or answer “for whom?”)
keys-kinds = score as road, city, cloister, farm
keys-score = score the points (confirm a question)
keys-modes = points, count, correction
keys-correct = add or take away, in a correction
keys-figure = switch meeple and messenger (The Messages)
keys-switch = the switch under Score (Christmas Present: laid down)
keys-end-turn = end the turn
keys-another-tile = another tile
keys-extra-turn = extra turn (asks for whom)
keys-history = show or hide the history
keys-undo-redo = undo, redo (Ctrl+Shift+Z too)
keys-scale = larger, smaller, normal size
keys-fullscreen = fullscreen
keys-this-list = this list
history-correct-figure = Correction: { $name } { $delta } ({ $figure })
home-unreadable-count = { $count ->
    [one] ▸ 1 file can’t be read
   *[other] ▸ { $count } files can’t be read
}
home-unreadable-folder = In { $folder }. The app never changes or deletes these files; Hide only leaves one out of this list until the app is closed.
home-unreadable-hide = Hide
history-fix-setup = Fix the setup…
setup-fix-title = Fix the setup
setup-fix-hint = Change what was set up wrong: a forgotten expansion or option, a misspelt name, a swapped colour. The game’s commands are then replayed on the new setup as one step (Undo brings the old setup back); if one no longer fits, nothing changes.
setup-fix-apply = Apply to this game
setup-fix-hands = Replayed on this setup, other cards come into the hands of { $names }: their phones will need their new codes.
setup-fix-stops = The game does not fit this setup: command { $number } ({ $command }) stops it: { $reason } Nothing was changed.
notice-setup-fixed = Done: the setup is changed and the game replayed on it
notice-setup-restored = Done: the old setup is back
## Christmas Present
christmas-deck-cloister = Cloister
christmas-deck-roadside = Roadside
christmas-drew-hand = { $name } drew a { $deck } card
christmas-drew-now = { $name } drew: { $title }
prompt-christmas-now = { $name } drew “{ $title }”: use it now, or discard it if it has no legal target.
prompt-christmas-shield = { $by } uses “{ $title }” against { $name }. { $name }, do you cancel it with a shield?
prompt-christmas-hand-limit = { $name } holds { $cards } cards: discard { $excess } before the turn ends (at most 5).
prompt-christmas-reveal = Final scoring: { $name } reveals the end card “{ $title }”.
hold-christmas-now = The card “{ $title }” waits to be used.
hold-christmas-shield = A Roadside card (“{ $title }”) is used against a player: they answer whether they cancel it with a shield.
hold-christmas-hand-limit = The hand holds { $cards } cards; discard { $excess } before the turn ends (at most 5).
hold-christmas-reveal = The end card “{ $title }” waits to be revealed.
error-christmas-not-in-use = This game is played without Christmas Present.
error-christmas-already-drawn = A { $deck } card was already drawn for this tile: at most one per deck per tile.
error-christmas-empty-deck = The { $deck } deck is empty; the discard pile is never reshuffled.
error-christmas-not-a-deck = Christmas Present draws only from the Cloister and Roadside decks.
error-christmas-nothing-to-use = No card waits to be used.
error-christmas-unknown-kind = There is no card “{ $kind }”.
error-christmas-not-in-hand = { $name } has no card “{ $title }” in hand.
error-christmas-not-your-turn = { $name } may play a card only in their own turn (a shield answers a Roadside card).
error-christmas-shield-only = A shield is played only when a Roadside card is used against you.
error-christmas-end-card = “{ $title }” is an end card: it is revealed at final scoring.
error-christmas-wrong-target = “{ $title }” is used another way.
error-christmas-no-question = No one is asked about a shield now.
error-christmas-not-asked = The shield question is for { $name }.
error-christmas-no-shield = { $name } has no shield in hand.
error-christmas-pennants = This card is not for a city like that (pennants).
error-christmas-points = A card is worth at most 999 points, not { $points }.
error-christmas-no-in-play = There is no card in play number { $position }.
error-christmas-no-reveal = No end card is to be revealed now.
error-christmas-reveal-order = The next end card to reveal is { $name }’s “{ $title }”.
error-christmas-reveal-counts = These counts do not suit the end card.
history-christmas-draw = { $deck } card
history-christmas-use = Card used
history-christmas-no-target = Card discarded: no legal target
history-christmas-play = { $name } played “{ $title }”
history-christmas-shield-yes = { $name } cancels it with a shield
history-christmas-shield-no = { $name } does not cancel it
history-christmas-cancelled = both cards discarded, no effect
history-christmas-discard = { $name } discarded “{ $title }”
history-christmas-end-in-play = A card in play was discarded
history-christmas-defer = { $points ->
    [one] 1 point
   *[other] { $points } points
} deferred to the end
history-christmas-reveal = { $name } revealed “{ $title }”
history-christmas-end-points = +{ $points }
history-christmas-deferred-paid = deferred points paid
history-christmas-against = “{ $title }” against { $names }
history-christmas-in-play = “{ $title }” stays in play

## Christmas Present: the cards (RULES XP1, XP2)
christmas-three-points-title = 3 points
christmas-three-points-text = Score 3 points immediately.
christmas-unfinished-road-title = Unfinished road, double
christmas-unfinished-road-text = Score an uncompleted road you control for 2 points per tile, as if the game were over. The followers on the road go back to their owners.
christmas-unfinished-city-title = Unfinished city, +1 per tile
christmas-unfinished-city-text = Score an uncompleted city you control for 2 points per tile and 1 per pennant, as if the game were over but with 1 more point per tile. The followers in the city go back to their owners.
christmas-unfinished-cloister-title = Unfinished cloister
christmas-unfinished-cloister-text = Score an uncompleted cloister you control for 1 point per surrounding tile, not counting the cloister itself. The followers on the cloister go back to their owners.
christmas-follower-farm-title = Follower on a farm
christmas-follower-farm-text = Place a follower on an unoccupied farm. It may be a farm on a tile placed earlier.
christmas-follower-road-title = Follower on a road
christmas-follower-road-text = Place a follower on an unoccupied road. It may be a road on a tile placed earlier.
christmas-follower-city-title = Follower in a city
christmas-follower-city-text = Place a follower in an unoccupied city. It may be a city on a tile placed earlier.
christmas-loop-road-title = Loop road, double
christmas-loop-road-text = Play it when a completed road forming a closed loop is scored where you hold the majority: you score 2 points per tile.
christmas-shield-title = Shield
christmas-shield-text = Discard it to cancel a Roadside card an opponent uses against you, even when it is not your turn. Both cards are discarded.
christmas-draw-two-title = Draw two tiles
christmas-draw-two-text = Draw two tiles this turn, but place only one of them, as the rules say. The other tile is removed from the game.
christmas-city-pennants-title = City with pennants
christmas-city-pennants-text = Play it when a completed city with pennants is scored where you hold the majority: you score 2 points per tile and 3 points per pennant.
christmas-city-plain-title = City without pennants
christmas-city-plain-text = Play it when a completed city without pennants is scored where you hold the majority: you score 3 points per tile.
christmas-return-follower-title = Return a follower
christmas-return-follower-text = Return one of your followers from any tile to your supply.
christmas-supply-title = Followers in the supply
christmas-supply-text = At the end of the game: score 2 points for each follower still in your supply.
christmas-farm-cities-title = Farm cities
christmas-farm-cities-text = At the end of the game: for each farm you control, score 1 more point for each completed city.
christmas-shared-farm-title = Shared farm
christmas-shared-farm-text = At the end of the game: when scoring any farm whose majority you share, score 1 more point for each completed city.
christmas-occupy-farm-title = Join a farm
christmas-occupy-farm-text = Place a follower on a farm occupied by another player.
christmas-occupy-road-title = Join a road
christmas-occupy-road-text = Place a follower on a road occupied by another player.
christmas-occupy-city-title = Join a city
christmas-occupy-city-text = Place a follower in a city occupied by another player.
christmas-occupy-cloister-title = Join a cloister
christmas-occupy-cloister-text = Place a follower on a cloister occupied by another player.
christmas-lay-down-cloister-title = Lay down: cloister
christmas-lay-down-cloister-text = Lay down all followers on a cloister; followers added later lie down too. Once it is completed they stay until the end of the game, and its points are paid only then.
christmas-lay-down-road-title = Lay down: road
christmas-lay-down-road-text = Lay down all followers on a road; followers added later lie down too. Once it is completed they stay until the end of the game, and its points are paid only then.
christmas-lay-down-city-title = Lay down: city
christmas-lay-down-city-text = Lay down all followers in a city; followers added later lie down too. Once it is completed they stay until the end of the game, and its points are paid only then.
christmas-tiebreaker-road-title = Tiebreaker: road
christmas-tiebreaker-road-text = If a road of yours is tied, you count as having one more follower there. Two such cards on one road cancel each other out.
christmas-tiebreaker-city-title = Tiebreaker: city
christmas-tiebreaker-city-text = If a city of yours is tied, you count as having one more follower there. Two such cards on one city cancel each other out.
christmas-tiebreaker-cloister-title = Tiebreaker: cloister
christmas-tiebreaker-cloister-text = If a cloister of yours is tied, you count as having one more follower there. Two such cards on one cloister cancel each other out.
christmas-swap-cloister-title = Swap on a cloister
christmas-swap-cloister-text = Exchange one of your followers on a cloister for an opponent’s follower on another cloister.
christmas-swap-city-title = Swap in a city
christmas-swap-city-text = Exchange one of your followers in a city for an opponent’s follower in another city.
christmas-swap-road-title = Swap on a road
christmas-swap-road-text = Exchange one of your followers on a road for an opponent’s follower on another road.
christmas-swap-farm-title = Swap on a farm
christmas-swap-farm-text = Exchange one of your followers on a farm for an opponent’s follower on another farm.
christmas-choose-placement-title = Choose the next placement
christmas-choose-placement-text = The next player must place their tile where you choose.
christmas-farm-tiebreaker-title = Farm tiebreaker
christmas-farm-tiebreaker-text = At the end of the game: if you share a farm with an opponent, you count as having one more follower there. Two such cards on one farm cancel each other out.

## Christmas Present on the game screen
xp-draw = { $deck } card ({ $count } left)
xp-discard-pile = Discard pile ({ $count })
xp-discard-empty = The discard pile is empty.
xp-hand-count = { $name }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
xp-show-hand = Show { $name }’s hand
xp-hand-of = { $name }’s hand
xp-hand-empty = No cards.
xp-private = Only { $name } looks; it hides again on the next action.
xp-peek = { $name }: look at it
xp-hide = Hide
xp-choose = Play…
xp-play-it = Play it
xp-discard = Discard
xp-use = Use it
xp-no-target = No legal target: discard it
xp-tiles = Tiles
xp-pennants = Pennants
xp-surrounding = Tiles around it
xp-followers = How many followers in the supply?
xp-cities = How many completed cities?
xp-points-preview = { $points ->
    [one] 1 point
   *[other] { $points } points
}
xp-other-holders = The other holders of the feature:
xp-with = With { $name }
xp-against-whom = Used against (the other players with followers there):
xp-with-whom = With (the other players with followers there):
xp-against = Against { $name }
xp-shield-yes = { $name }: yes, with a shield
xp-shield-no = { $name }: no
xp-reveal = Reveal for { $name }
xp-in-play = In play:
xp-in-play-card = { $title } ({ $name })
xp-end-in-play = Discard
xp-deferred-none = Deferred points: none
xp-hands-left = Cards left in the hands (no effect): { $list }
xp-hands-left-none = No cards were left in the hands.
xp-deferred = Deferred points: { $list }
xp-defer = Defer { $kind }
xp-laid-down = Laid down

## The table screen (issue 19)
msg-dark = dark
gold-keypad-hint = Type a pool’s pieces on the keys, or use − and +.
xp-tab = Cards
xp-shield-title = { $name }, a shield?
xp-shield-read-out = { $by } uses “{ $title }” against { $name }, who cancels it only with a shield in hand.
xp-shield-answer-yes = Yes, cancel it with a shield
xp-shield-answer-no = No shield
xp-over-limit = { $name } discards { $excess ->
    [one] 1 card
   *[other] { $excess } cards
}
notice-undone = Undone: { $what }
notice-redone = Redone: { $what }
notice-done-then = Done: { $what }, then { $then }
settle-refused = Not done
settle-extra-turn = { $count ->
    [one] An extra turn earned
   *[other] { $count } extra turns earned
}
settle-next-step = { $name }: type the points and tap a kind, or End turn
settle-final-step = Final scoring: one step at a time on the right
game-menu = Menu
keys-menu = the menu: extra turn, final scoring, pause, export, home
keys-settle = the main answer of what must be settled now
keys-close-open = close what is open (a question, a hand, the menu)
final-settle-first = Settle “{ $step }” first: it must be done before the steps after it.

## The table screen: the entry, the settle area and the final scoring
final-step-number = Step { $number } of { $count }
final-step-of = Step { $number } of { $count }: { $step }
ask-extra-turn-tap = Tap the player’s total (or F1–F6).
settle-extra-turn-for = { $name }: { $reason }
settle-everyone = Everyone
notice-redo = Redo this
entry-figures-all = { $messengers } of { $holders } on the messenger (M switches)
final-add-key = Add
count-score-key = Score { $points }
final-back = Back: { $step }
final-type-count = Type the count first.
xp-to-hand = ← Hand
xp-hand-hint = Tap a card to read it, play it or discard it.
game-tile-number = tile { $number }
entry-preview-holders = +{ $points } each for { $count } players
entry-preview-type-holders = { $count } players: type the points
final-add-holders = Add { $points } ({ $kind }) for each of { $count } players

## Issue 16: the deferred points at step 4 (RULES F1, XP7)
error-christmas-pay-at-final-scoring = The deferred points are paid at final scoring, after the final features.
error-christmas-already-paid = The deferred points are paid already.
error-christmas-features-over = The deferred points are paid; undo to enter more final features.
history-christmas-pay-deferred = Step 4 of the final scoring

## Issue 16: older saves with a command refused now (save format 3)
store-no-longer-allowed = this game was saved by an older version, and its command { $command } is no longer allowed: { $reason }
store-no-longer-allowed-undone = this game was saved by an older version, and its undone command { $command } is no longer allowed: { $reason }
read-only-older = Read-only: { $reason } The game is shown as it was saved; nothing done here is saved.
final-deferred-owed-hint = The points of laid-down features wait in the ledger; they are paid after the final features:
final-pay-deferred = Pay the deferred points
final-features-paid = The deferred points are paid (step 4), so no more final features are entered.
final-undo-payment = Undo the payment to enter more

## Issue 16: MSG8, the messenger has left the track
error-messages-messenger-left = The messengers left the track at final scoring.

## Issue 16: XP4, refusals that reveal no hand
error-christmas-not-your-turn-discard = { $name } may discard a card only in their own turn.

## Issue 16: message 4 (RULES MSG6, T6)
hold-message-no-tile = Message 4 ({ $title }) waits: no tile is left, so it cannot be carried out; take the 2 points.
error-messages-points-for-another-tile = Message 4 gives another tile, not points: carry it out, or take the 2 points.

## Issue 16: XP2, only roads, cities and cloisters are laid down
error-christmas-not-laid-down = Points for { $kind } cannot be deferred: only the followers on a road, city or cloister are laid down.

## Issue 16: clearer refusals
error-gold-nothing-to-give = Give at least one gold piece.

## Issue 21: Phones and TV (the app's panel)
share-open = Phones and TV
share-title = Phones and TV
share-intro = Show the game on every phone and the TV on this network: open the address or scan the code. Nothing is sent beyond this network.
share-address = Address
share-port = Port
share-start = Start
share-stop = Stop
share-close = Close
share-listening = Open on { $address }
share-pages = { $count ->
    [one] 1 page connected
   *[other] { $count } pages connected
}
share-table-page = The table page, for everyone
share-private = Each player sees and plays their hand on their own phone, and answers there what is asked of them. Tap a name to show that player’s code.
share-private-act = Each player answers on their own phone what is asked of them. Tap a name to show that player’s code.
share-private-post = Post to BG Stats from each player’s own phone. Tap a name to show that player’s code.
share-claimed-legend = Opened on their own phones: { $count } of { $total }
share-claimed = { $name }: on their phone
share-rescan = { $name }: scan the new code
share-new-links = New links
share-new-links-hint = New links replace every private link: a phone that had one must scan again.
share-code-of = Only { $name } scans this code; the first phone to open it keeps it. It hides on the next action.
share-read-only = This game is read-only in this window, so it cannot be shown on phones from here.
share-failed = Could not start: { $reason }
share-no-network = No network found: the pages can only be opened on this computer.
share-bad-address = Not an address: { $address }
share-address-everywhere = { $address } means every network at once: a phone cannot open it. Type this computer’s own address on the network.
share-address-group = { $address } is a multicast or broadcast address, not this computer’s. Type this computer’s own address on the network.
share-address-not-here = { $address } is not an address of this computer, so nothing can listen on it. Type this computer’s own address on the network.
share-bad-port = The port must be a number from 1024 to 65535.

## Issue 21: Phones and TV (the pages)
share-live = Live
share-lost = Connection lost · as of { $time }
share-retry = Trying again in { $seconds } s
share-revoked = This link was replaced. Ask the table for your new code.
share-scores = Scores
share-queue = Extra turns
share-settle = Now
share-follow = Follow on your phone
share-cards = Christmas Present
share-in-play = Cards in play
share-hands = Cards in hand
share-result = Result
share-gold-held = { $count ->
    [one] 1 gold
   *[other] { $count } gold
}
share-cards-held = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
share-extra-turn-of = { $name }’s extra turn ({ $reason })
share-game-over = Game over
share-turn-number = Turn { $number }
share-deck = { $deck }: { $count }
share-play-now = You may play it now
share-shield-now = Answer with it now
share-reveal-now = Reveal it now
share-discard-now = { $excess ->
    [one] Discard 1 card before your turn ends
   *[other] Discard { $excess } cards before your turn ends
}
share-private-note = Only on this phone. The others see how many cards you hold, never which.
share-post-bgstats = Post to BG Stats
keys-counts = one more or one fewer in a count; in a correction, add or take away
keys-answers = the other answers of what must be settled (the letter is shown on each)
keys-steps = the next or the previous step of the final scoring
keys-fields = in a form of two counts: the other field
keys-turn-actions = the bar’s further turn buttons (a gold tile, a card drawn, Tile done), by the letter on each
keys-menu-items = in the menu: an extra turn, the tiles left, the final scoring, pause, export, phones and TV, Home, speech
read-only-no-lock = This window cannot lock this game ({ $reason }), so it saves nothing here: without the lock another window could overwrite it. Save it as a new game or copy it as notation to keep what you do.
read-only-lock-lost = This window lost its hold on this game ({ $reason }). Another window may be saving it, so nothing done here is saved from now on. Save it as a new game or copy it as notation to keep it.
read-only-unknown = This game was saved with parts this version does not know ({ $fields }). It is shown read-only and its file is never rewritten; save it as a new game to play on without those parts.
close-unsaved = { $count ->
    [one] 1 change to this game is not saved and would be lost if the window closed now.
   *[other] { $count } changes to this game are not saved and would be lost if the window closed now.
}
offer-save-as-new = Save as a new game
offer-copy-notation = Copy as notation
offer-close-anyway = Close anyway
offer-keep-open = Keep the window open
home-delete-failed = This game could not be deleted: { $reason }
home-checking = Checking the saved games…
home-not-checked = not checked yet

## Issue 27: window
leave-unsaved = { $count ->
    [one] 1 change to this game is not saved and would be lost if you left it now.
   *[other] { $count } changes to this game are not saved and would be lost if you left it now.
}
offer-discard = Discard the changes
offer-keep = Stay in this game
save-as-new-failed = The game could not be saved as a new game: { $reason }. It is still here; nothing is lost yet.
read-only-replaced = This window no longer saves this game: { $reason } since it opened or saved it, and saving would throw that version away. Save it as a new game or copy it as notation to keep what you do here.
home-delete-unsaved = This game was not deleted: this window has not saved its latest state yet. Open it to see why, or wait until saving works again.
store-changed-outside = the game "{ $id }" was not saved: { $change } since this window opened or saved it
store-change-appeared = a file of its name appeared
store-change-removed = its file was removed
store-change-replaced = its file was replaced by another program
store-change-changed = its file was changed by another program

## Issue 27: store
store-no-such-format = it calls itself format { $format }, which never existed; this version reads formats 1 to { $max }
store-too-large-to-save = the game is too large to save: { $size } MB, and a saved game may have at most { $max }; nothing was written
note-older-format = older format: not protected against damage
note-changed-outside = changed outside the app: opens read-only; import it as a new game to play on
note-unknown = opens read-only: it has parts this version does not know ({ $fields })
note-older-rules = opens read-only: saved by an older version; command { $command } is no longer allowed: { $reason }
note-older-rules-undone = opens read-only: saved by an older version; undone command { $command } is no longer allowed: { $reason }
read-only-changed-outside = This game’s file was changed outside the app (by hand, another program or damage): it is shown read-only and never rewritten. Import it as a new game to play on.
offer-import-as-new = Import as a new game
error-name-too-many-marks = The name “{ $name }” has a character with { $marks } accents or other combining marks; at most { $max } fit on one.
error-name-too-many-bytes = The name “{ $name }” is too long: { $bytes } bytes; at most { $max } fit.

table-refused-stale = Not done: the game changed since this page was shown. Look again and try once more.
table-refused-no-game = Not done: no game is on show.
table-refused-cannot-save = The laptop cannot save now; play this on the laptop.
table-refused-not-yours = Not done: that is for the laptop, not for a phone.
table-refused-not-own-last = Not done: only your own last action can be taken back, while nothing has happened after it.
notice-phone = From { $name }'s phone: { $what }
history-from-phone = from { $name }'s phone
share-act-unknown = Not done: that is no longer on offer here. Look again.
share-act-bad-values = Not done: a count or a choice is not one this allows.
share-act-foreign = Not done: only this game's own page may act.
share-act-too-fast = Not done: too many taps at once. Wait a moment.
share-act-too-big = Not done: the request is too large.
share-act-busy = The laptop did not answer in time. Look at it, then try again.
share-act-not-on-show = The laptop is not showing the game now; play this on the laptop.
share-act-undo = Take back my last action
share-act-sending = Sending…
share-act-done = Done
share-act-failed = Not sent: the laptop cannot be reached. Try again.
share-act-yours = Yours to do
share-act-again = Send again

## Stats across games
stats-record-highest-total = Highest total
stats-record-biggest-margin = Biggest winning margin
stats-record-most-extra-turns = Most extra turns in one game
stats-record-longest-message-chain = Longest chain of messages in one turn

## The stats screen
home-stats = Stats
stats-back = Home
stats-title = Stats
stats-reading = Reading the saved games…
stats-no-games = No game has ended yet: the stats count ended games.
stats-none-match = No ended game matches these choices.
stats-this-evening = This evening
stats-this-month = This month
stats-this-year = This year
stats-all-time = All games
stats-filters = Players, expansions…
stats-filters-fold = Fold the choices
stats-counted-with = { $counted } with { $only }
stats-player = Player
stats-players = Who wins
stats-with-players = Only games with:
stats-with-expansions = Only games with the expansion:
stats-games-counted = { $games ->
    [one] 1 game counted
   *[other] { $games } games counted
}
stats-left-out = { $counted } · left out: { $in_progress } in progress, { $read_only } read-only, { $unreadable } unreadable
stats-merged = Merged names
stats-merged-hint = Each spelling counts as the name after it, here and on the command line.
stats-counts-as = { $name } counts as { $into }
stats-unmerge = Separate again
stats-same-person = Same person as…
stats-merge-into = → { $name }
stats-same-person-hint = Tap the name this player also played under: both count as that name.
stats-rival = Beats most often: { $name } ({ $record })
stats-nemesis = Loses most often to: { $name } ({ $record })
stats-seat = seat { $seat }: { $rate } of { $games }
stats-by-seat = Wins by seat (1 is the start player)
stats-count-line = { $players } players: { $games ->
    [one] 1 game
   *[other] { $games } games
}, average { $average }
stats-by-count = Averages by player count
stats-with-without = with it { $with } · without { $without }
stats-games = games
stats-wins = wins
stats-win-rate = win rate
stats-average = average
stats-best = best
stats-worst = worst
stats-last-games = { $games ->
    [one] The last game
   *[other] The last { $games } games
}
stats-points-from = Where the points came from
stats-share = { $part } { $percent }
stats-evening-name = Name this night
stats-evening-name-hint = A name for this game night, such as "Christmas 2026"
stats-evening-keep = Keep
stats-evening-cancel = Cancel
stats-records = Records
stats-evenings = Game nights
stats-evening = { $day }: { $games ->
    [one] 1 game
   *[other] { $games } games
}
stats-standing = { $name } { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, { $points }
stats-rate-of = { $rate } of { $games }
stats-percent = { $percent }%
decimal-point = .
date-day = { $weekday } { $day } { $month } { $year }
