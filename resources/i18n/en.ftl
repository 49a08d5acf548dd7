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
home-resume-last = Resume { $names }
home-saved-games = Saved games
home-no-games = No saved games yet. Start a new game; it is saved after every move.
home-state-playing = Turn { $turn }
home-state-final-scoring = Final scoring
home-state-ended = Finished
home-game-details = { $state } · started { $started } · last played { $played }
home-resume = Resume
home-show-results = Results
home-unreadable = { $file } cannot be read
home-unreadable-reason = { $reason }. The file is left as it is.
home-load-failed = This game could not be opened: { $reason }
exported = The game is on the clipboard as notation, and saved in { $path }
exported-clipboard-only = The game is on the clipboard as notation (it could not be saved as a file: { $reason })
save-failed = The game could not be saved: { $reason }. It is still here; keep the app open and check the disk.

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
setup-tiles-hint = 71 in the base game. When the last tile is placed the game ends with that turn.
setup-tiles-not-a-number = The tile count “{ $value }” is not a number
setup-expansions = Expansions
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
entry-points-pending = { $points } points are typed but not scored: score them or clear them first.
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
summary-place = Place
summary-player = Player
summary-total = Total
summary-in-game = In play
summary-final = Final scoring
summary-corrections = Corrections
summary-kind = { $kind } { $points }
summary-back-to-game = Back to the game

## Refusals
error-points-range = Points must be between 0 and { $max }, not { $points }.
error-unknown-player = There is no player { $seat } at this table.
error-unknown-figure = { $name } has no such figure.
error-no-players = Choose who scores first.
error-duplicate-player = { $name } is chosen twice.
error-zero-correction = A correction of 0 points changes nothing.
error-negative-total = { $name } has { $total } points there; a correction of { $delta } would make it negative.
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
error-gold-not-on-board = Only { $board } gold pieces lie on the board, not { $asked }.
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
error-name-control = The name “{ $name }” contains a tab or line break.
error-duplicate-name = Two players are called “{ $name }”; names must differ.
error-duplicate-colour = Two players play { $colour }; colours must differ.
error-no-start-player = There is no player { $seat } to start.
error-setup-tiles = The tile counter must be between 1 and { $max }, not { $count }.
error-no-shuffle = The { $deck } deck has not been shuffled.
error-bad-shuffle = The { $deck } deck's order must name each card from 1 to { $size } exactly once.
