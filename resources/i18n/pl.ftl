# Meeple Companion — teksty polskie.
# Każdy id z en.ftl jest tutaj, z tymi samymi zmiennymi (sprawdza to test).
# Nazwa dodatku ze źródeł: Kopalnie złota. Pozostałe nazwy to opisowe
# tłumaczenia (źródła nie podają polskich nazw): „Tablica punktacji Świętego
# Mikołaja” (Saint Nicholas Scoring Board), „Wiadomości” (The Messages),
# „Prezent gwiazdkowy” (Christmas Present).
# Liczebniki: polski ma trzy formy (one: 1, few: 2–4, 22–24…, many: 0, 5–21…).

app-title = Meeple Companion

## Colours, kinds and figures
colour-red = Czerwony
colour-green = Zielony
colour-blue = Niebieski
colour-yellow = Żółty
colour-black = Czarny
colour-grey = Szary
colour-pink = Różowy
colour-purple = Fioletowy

kind-road = droga
kind-city = miasto
kind-cloister = klasztor
kind-farm = pole
kind-message = wiadomość
kind-card = karta
kind-other = punkty

figure-meeple = meeple
figure-messenger = posłaniec

## Turns and prompts
turn-of = Tura: { $name }
tiles-left = { $count ->
    [one] został 1 kafelek
    [few] zostały { $count } kafelki
   *[many] zostało { $count } kafelków
}
and-separator = {" "}i{" "}
reason-last-to = ostatni na polu { $total }
reason-first-to = pierwszy na polu { $total }
reason-manual = dodatkowa tura przyznana ręcznie
prompt-extra-turn = { $name }: { $reason } — dodatkowa tura
prompt-extra-turn-manual = { $name } dostaje dodatkową turę
prompt-turns-lapsed = { $count ->
    [one] Gra się skończyła, więc dodatkowa tura przepada: { $names }
    [few] Gra się skończyła, więc dodatkowe tury przepadają: { $names }
   *[many] Gra się skończyła, więc dodatkowe tury przepadają: { $names }
}
prompt-last-tile = Stos kafelków jest pusty: to ostatnia tura. Jej koniec rozpoczyna punktację końcową.
prompt-final-scoring = Punktacja końcowa: wpiszcie punkty za niedokończone obszary i pola, a potem zakończcie grę.
prompt-gold-short = { $count ->
    [0] Zapas jest pusty: nie położono żadnego żetonu złota.
    [one] W zapasie został tylko 1 żeton: położono 1 żeton złota.
    [few] W zapasie zostały tylko { $count } żetony złota.
   *[many] W zapasie zostało tylko { $count } żetonów złota.
}
prompt-final-scoring-last-tile = Ostatni kafelek leży. Punktacja końcowa: wpiszcie punkty za niedokończone obszary i pola, a potem zakończcie grę.

## History
history-holder = { $name } +{ $points }
history-holder-figure = { $name } +{ $points } ({ $figure })
history-score = { $holders } { $kind }
history-close-round = Runda punktacji zamknięta
history-correct = Korekta: { $name } { $delta }
history-end-turn = Koniec tury
history-another-tile = Kolejny kafelek
history-extra-turn = Dodatkowa tura: { $name }
history-cancel-extra-turn = Dodatkowa tura { $position } anulowana
history-set-tiles = Licznik kafelków ustawiony na { $count }
history-final-scoring = Rozpoczęto punktację końcową
history-end-game = Koniec gry
history-gold-tile = Kafelek ze złotem
history-gold-pool = { $count } dla: { $names }
history-gold-award = Złoto ({ $kind }): { $pools }
history-gold-give = { $count ->
    [one] 1 żeton złota dla: { $name }
    [few] { $count } żetony złota dla: { $name }
   *[many] { $count } żetonów złota dla: { $name }
}
history-next-turn = tura: { $name }
history-next-extra-turn = dodatkowa tura: { $name }
history-earned-turn = { $name } zdobywa dodatkową turę ({ $reason })
history-last-tile = ostatni kafelek leży

## Home
home-tagline = Prowadzi tor punktacji, tury i dodatkowe tury, żeby przy stole można było tylko grać.
home-new-game = Nowa gra
home-resume-last = Wznów: { $names }
home-saved-games = Zapisane gry
home-loading = Szukam zapisanych gier…
home-show-more = Pokaż { $count } więcej (nie pokazano: { $left })
home-no-games = Nie ma jeszcze zapisanych gier. Zacznij nową grę; zapisuje się po każdym ruchu.
home-state-playing = Tura { $turn }
home-state-final-scoring = Punktacja końcowa
home-state-ended = Zakończona
home-game-details = { $state } · rozpoczęta { $started } · ostatnio grana { $played }
home-resume = Wznów
home-show-results = Wyniki
home-unreadable = Nie można odczytać pliku { $file }
home-unreadable-reason = { $reason }. Plik pozostaje bez zmian.
home-load-failed = Nie udało się otworzyć tej gry: { $reason }
exported = Gra jest w schowku jako zapis notacji i została zapisana w { $path }
exported-clipboard-only = Gra jest w schowku jako zapis notacji (nie udało się zapisać jej do pliku: { $reason })
save-failed = Nie udało się zapisać gry: { $reason }. Gra nadal tu jest; nie zamykajcie aplikacji i sprawdźcie dysk.

## Setup
setup-title = Nowa gra
setup-back = Wstecz
setup-players = Gracze
setup-players-hint = W kolejności siedzenia, zgodnie z ruchem wskazówek zegara. Wybierz kolor pionków każdego gracza; wybranie zajętego koloru zamienia kolory.
setup-name-placeholder = Gracz { $seat }
setup-starts = zaczyna
setup-move-up = W górę
setup-remove = Usuń
setup-add-player = Dodaj gracza
setup-tiles = Kafelki
setup-count-tiles = Licz kafelki w stosie
setup-tiles-hint = 71 w grze podstawowej, 80 z Kopalniami złota. Gdy zostanie położony ostatni kafelek, gra kończy się wraz z tą turą.
setup-tiles-not-a-number = Liczba kafelków „{ $value }” nie jest liczbą
setup-expansions = Dodatki
setup-sn = Tablica punktacji Świętego Mikołaja
setup-sn-hint = Ostatni gracz, który dotrze do pola 6 (czapka Mikołaja), i pierwszy, który dotrze do pola 24 (choinka), dostają dodatkową turę.
setup-sn-check = Kiedy sprawdzać tablicę?
setup-sn-check-feature = Po każdym podliczeniu obszaru, w kolejności wpisywania przez aktywnego gracza (zalecane)
setup-sn-check-round = Raz na położony kafelek, porównując pozycje przed i po wszystkich jego punktacjach
setup-sn-both = Gracz, który w jednej punktacji dotrze ostatni do 6 i pierwszy do 24, dostaje
setup-sn-both-one = Jedną dodatkową turę (zalecane)
setup-sn-both-two = Dwie dodatkowe tury
setup-sn-order = Gdy kilku graczy zdobywa dodatkowe tury w jednej turze
setup-sn-order-left = Zgodnie z ruchem wskazówek zegara od lewej strony aktywnego gracza, aktywny gracz na końcu (zalecane)
setup-sn-order-active = Najpierw aktywny gracz, potem zgodnie z ruchem wskazówek zegara od jego lewej
setup-sn-every-lap = Każde okrążenie: 56 i 74, 106 i 124, … liczą się znów jak 6 i 24
setup-sn-feature-only = Liczą się tylko punktacje obszarów: punkty z wiadomości i kart nigdy nie dają tury
setup-sn-levels = Z Wiadomościami miejsce gracza na tablicy to
setup-sn-levels-higher-lower = Wyższy pionek dla 6, niższy dla 24 (zalecane)
setup-sn-levels-sum = Suma obu pionków
setup-sn-levels-any = Wyższy pionek, dla 6 i dla 24
setup-msg = Wiadomości
setup-msg-hint = Każdy punktuje dwoma pionkami, meeple i posłańcem; gdy pionek aktywnego gracza stanie na ciemnym polu (0, 5, 10, …), gracz ciągnie wiadomość.
setup-msg-draw = Kto ciągnie wiadomości?
setup-msg-draw-virtual = Aplikacja tasuje 8 wiadomości i je ciągnie (zalecane)
setup-msg-draw-physical = Gracze ciągną własne kafelki wiadomości i podają aplikacji numer
setup-msg-zmg-alone = Zasada Z-Mana: ciągnij tylko, gdy pionek stoi sam na ciemnym polu
setup-gold = Kopalnie złota
setup-gold-hint = 16 żetonów złota: kafelki ze złotem kładą je na planszy, ukończone drogi, miasta i klasztory je rozdają, a na końcu są punktowane (1–3 żetony po 1 punkcie, 4–6 po 2, 7–9 po 3, 10 i więcej po 4).
setup-start = Rozpocznij grę

## Game
game-final-scoring = Punktacja końcowa
game-ended = Koniec gry
game-turn-number = Tura { $number }
game-extra-turn = dodatkowa tura: { $reason }
game-tile-of-turn = kafelek { $number } tej tury
game-undo = Cofnij
game-redo = Ponów
game-history = Historia
game-score-entry = Punkty
game-export = Eksport
game-home = Start
game-queue = Następne dodatkowe tury:
game-queued-turn = { $name } ({ $reason })
game-cancel-turn = Anuluj

## Score entry
entry-who = Kto punktuje? (kilku przy wspólnym obszarze)
entry-score = Punktuj
key-backspace = ←
key-clear = C
entry-end-turn = Koniec tury
entry-another-tile = Kolejny kafelek
entry-extra-turn = Dodatkowa tura
entry-final-scoring = Punktacja końcowa
entry-end-game = Zakończ grę i pokaż wyniki
entry-choose-player = Najpierw wybierz, kto punktuje.
entry-type-points = Najpierw wpisz punkty.
entry-too-many-digits = Jedna punktacja to najwyżej 999 punktów.
entry-points-pending = Wpisane punkty ({ $points }) nie zostały przyznane: najpierw je przyznaj albo wyczyść.
entry-extra-turn-one-player = Wybierz jednego gracza do dodatkowej tury.

history-rewind = Wróć do tego miejsca
history-start = Początek gry
history-undone = { $count ->
    [one] 1 cofnięte polecenie (Ponów je przywraca):
    [few] { $count } cofnięte polecenia (Ponów je przywraca):
   *[many] { $count } cofniętych poleceń (Ponów je przywraca):
}

## Summary
summary-winner = Wygrywa { $name }!
summary-shared-win = Wspólne zwycięstwo: { $names }
summary-place = Miejsce
summary-player = Gracz
summary-total = Suma
summary-in-game = W grze
summary-final = Na koniec
summary-corrections = Korekty
summary-kind = { $kind } { $points }
summary-back-to-game = Wróć do gry
summary-gold = Złoto
summary-gold-line = { $count ->
    [one] złoto 1 żeton × { $per } = { $points }
    [few] złoto { $count } żetony × { $per } = { $points }
   *[many] złoto { $count } żetonów × { $per } = { $points }
}

## Gold Mines on the game screen
gold-title = Złoto
gold-counts = zapas { $supply } · plansza { $board }{ $removed ->
    [0] {""}
   *[other] {" "}· usunięte { $removed }
}
gold-player = { $name } { $count } ({ $points ->
    [one] 1 punkt
    [few] { $points } punkty
   *[many] { $points } punktów
})
gold-tile = Kafelek ze złotem
gold-award = Rozdaj złoto
gold-award-for = Rozdaj złoto ({ $kind })
gold-award-title = Rozdaj złoto
gold-on-board = { $count ->
    [one] 1 żeton na planszy
    [few] { $count } żetony na planszy
   *[many] { $count } żetonów na planszy
}
gold-pool = Pula { $number }
gold-pieces = { $count ->
    [one] 1 żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
}
gold-remove-pool = Usuń
gold-add-pool = Dodaj pulę
gold-add-pool-hint = dla kilku obszarów naraz albo żetonów, do których prawo mają tylko niektórzy
gold-last-award = Rozdano: { $names }
gold-preview = Podział: { $names }
gold-preview-incomplete = Wybierz, kto ma prawo do każdej puli, nie więcej żetonów, niż leży na planszy.
gold-give = Daj ręcznie { $count ->
    [one] 1 żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
} graczowi { $name } (bez obszaru)
gold-cancel = Anuluj
gold-confirm = Rozdaj

## Refusals
error-points-range = Punkty muszą być między 0 a { $max }, nie { $points }.
error-unknown-player = Przy tym stole nie ma gracza { $seat }.
error-unknown-figure = { $name } nie ma takiego pionka.
error-no-players = Najpierw wybierz, kto punktuje.
error-duplicate-player = { $name } wybrano dwa razy.
error-zero-correction = Korekta o 0 punktów niczego nie zmienia.
error-negative-total = { $name } ma tam { $total } pkt; korekta o { $delta } dałaby wynik ujemny.
error-game-over = Gra się skończyła. Cofnij, aby do niej wrócić.
error-final-scoring = Trwa punktacja końcowa; tury się skończyły.
error-no-tiles-left = Stos kafelków jest pusty: nie ma czego ciągnąć.
error-tile-count = Licznik kafelków musi być między 0 a { $max }, nie { $count }.
error-no-tile-counter = Ta gra nie liczy kafelków.
error-no-open-round = Żadna runda punktacji nie jest otwarta.
error-no-queued-turn = Nie ma oczekującej dodatkowej tury numer { $position }.
error-nothing-to-undo = Nie ma czego cofnąć.
error-nothing-to-redo = Nie ma czego ponowić.
error-no-such-entry = Historia nie ma wpisu { $entry }.
error-gold-not-in-use = Ta gra toczy się bez Kopalni złota.
error-gold-not-on-board = Na planszy leży tylko { $board } żet. złota, nie { $asked }.
error-gold-no-pieces = Każda pula potrzebuje co najmniej jednego żetonu złota.
error-gold-no-claimants = Każda pula potrzebuje co najmniej jednego uprawnionego gracza.
error-gold-duplicate-claimant = { $name } występuje dwa razy w jednej puli.
error-gold-farm = Chłopi nigdy nie dostają złota.
error-gold-not-completed = Złoto trafia tylko do ukończonej drogi, miasta lub klasztoru, nie za punkty typu { $kind }.
error-gold-scored = Złoto zostało podliczone, a złoto z planszy usunięte.
error-too-few-players = Gra wymaga co najmniej { $min } graczy, nie { $count }.
error-too-many-players = W grze może być najwyżej { $max } graczy, nie { $count }.
error-empty-name = Gracz { $seat } potrzebuje imienia.
error-name-too-long = Imię „{ $name }” ma { $chars } znaków; mieści się najwyżej { $max }.
error-name-control = Imię „{ $name }” zawiera tabulator lub koniec wiersza.
error-duplicate-name = Dwóch graczy ma imię „{ $name }”; imiona muszą się różnić.
error-duplicate-colour = Dwóch graczy ma kolor: { $colour }; kolory muszą się różnić.
error-no-start-player = Nie ma gracza { $seat }, który mógłby zacząć.
error-setup-tiles = Licznik kafelków musi być między 1 a { $max }, nie { $count }.
error-no-shuffle = Talia { $deck } nie została potasowana.
error-bad-shuffle = Kolejność talii { $deck } musi wymieniać każdą kartę od 1 do { $size } dokładnie raz.

## The Messages
messages-whose = { $name }: { $figure }
prompt-message-drawn = { $who } na polu { $space }: ciągnij wiadomość. Wiadomość { $number }: { $title }
prompt-message-draw-tile = { $who } na polu { $space }: ciągnij kafelek wiadomości i podaj aplikacji jego numer
hold-message-name = Pociągnij kafelek wiadomości i podaj aplikacji jego numer, zanim gra potoczy się dalej.
hold-message-resolve = Wiadomość { $number } ({ $title }) czeka: wykonaj ją albo weź 2 punkty.
error-close-round-first = Najpierw zamknij otwartą rundę punktacji (Kafelek gotowy): zamknięcie ciągnie wiadomość.
error-messages-not-in-use = Ta gra toczy się bez Wiadomości.
error-messages-nothing-pending = Żadna wiadomość nie czeka na wykonanie.
error-messages-not-named = Najpierw podaj aplikacji, którą wiadomość pociągnięto.
error-messages-already-named = Pociągnięta wiadomość jest już znana.
error-messages-no-such = Wiadomości mają numery od 1 do 8, nie { $number }.
error-messages-wrong-helper = Wiadomość { $number } ({ $title }) wymaga innych liczb.
error-messages-no-tile = Stos kafelków jest pusty, więc „Kolejny kafelek” nie da się wykonać: weź 2 punkty.
error-messages-pennants = Miasto z { $tiles } kafelków nie może mieć { $pennants } herbów.
error-messages-surrounding = Wokół klasztoru leży najwyżej 8 kafelków, nie { $count }.
error-messages-points = Wiadomość jest warta najwyżej 999 punktów, nie { $points }.
history-message-named = Pociągnięto wiadomość { $number }: { $title }
history-message-take-two = Wiadomość: zamiast tego 2 punkty ({ $figure })
history-message-another-tile = Wiadomość wykonana: kolejny kafelek
history-message-carried-out = Wiadomość wykonana: +{ $points } ({ $figure })
history-figures-merged = oba pionki zsumowane na meeple
entry-tile-done = Kafelek gotowy
msg-landing = { $figure } → { $space }
msg-landing-dark = { $figure } → { $space } ciemne
msg-panel-number = Wiadomość { $number }
msg-panel-carry = Wykonaj: +{ $points }
msg-panel-carry-bad = Wykonaj
msg-panel-carry-another-tile = Wykonaj: połóż kolejny kafelek
msg-panel-take-two = Weź 2 punkty
msg-panel-figure = Punkty przesuwają:
msg-panel-name = { $name } ciągnie kafelek wiadomości
msg-panel-name-hint = Która wiadomość wypadła? Dotknij jej numeru.
msg-count-road-tiles = Kafelki drogi
msg-count-city-tiles = Kafelki miasta
msg-count-pennants = Herby w nim
msg-count-surrounding = Kafelki wokół klasztoru
msg-count-pennants-knight = Herby w miastach z twoim rycerzem
msg-count-knights = Twoi rycerze
msg-count-farmers = Twoi chłopi
msg-count-feature-points = Punkty obszaru (jak w punktacji końcowej)
msg-count-complete = Miasto jest ukończone
msg-count-no-majority = Nie masz przewagi (0 punktów)
message-shortest-road-title = Najkrótsza droga
message-shortest-road-text = Wybierz drogę, na której stoi jeden z twoich rozbójników (nie musisz mieć przewagi). Jeśli możesz wybrać spośród kilku, weź tę wartą najmniej. Zdobądź punkty, które ta droga dostałaby w punktacji końcowej. Rozbójnik zostaje na drodze.
message-smallest-city-title = Najmniejsze miasto
message-smallest-city-text = Jak wiadomość 1, ale dla miast: wybierz miasto z jednym z twoich rycerzy, warte najmniej, i zdobądź punkty, które dostałoby w punktacji końcowej. Rycerz zostaje.
message-smallest-cloister-title = Najmniejszy klasztor
message-smallest-cloister-text = Jak wiadomość 1, ale dla klasztorów (i wszystkiego, co liczy się jak klasztor): podlicz ten z twoim mnichem, który jest wart najmniej, jak w punktacji końcowej. Mnich zostaje.
message-another-tile-title = Kolejny kafelek
message-another-tile-text = Pociągnij kafelek i połóż go według zwykłych zasad. Możesz postawić na nim meeple (lub inną specjalną figurkę), także według zwykłych zasad.
message-pennants-title = 2 punkty za herb
message-pennants-text = Za każdy herb w miastach, w których masz co najmniej jednego rycerza (nie musisz mieć przewagi), dostajesz 2 punkty.
message-knights-title = 2 punkty za rycerza
message-knights-text = Dostajesz 2 punkty za każdego swojego rycerza. Rycerze zostają w swoich miastach.
message-farmers-title = 2 punkty za chłopa
message-farmers-text = Dostajesz 2 punkty za każdego swojego chłopa. Chłopi zostają na swoich polach.
message-score-meeple-title = Podlicz meeple i weź go z powrotem
message-score-meeple-text = Wybierz jednego ze swoich meeple na planszy. Jeśli masz przewagę w jego obszarze, podlicz ten obszar jak w punktacji końcowej, ale punkty dostajesz tylko ty. Potem weź z powrotem tylko tego meeple, nawet jeśli nic nie zdobył.

## Settings
home-settings = Ustawienia
settings-title = Ustawienia
settings-back = Wstecz
settings-language = Język
settings-language-system = Jak w systemie ({ $language })
settings-language-env = Ustawiono { $var }, więc aplikacja pokazuje język { $language }, niezależnie od wyboru tutaj.
settings-theme = Motyw
settings-theme-system = Jak w systemie
settings-theme-light = Jasny
settings-theme-dark = Ciemny
settings-theme-env = Ustawiono { $var } i ma to pierwszeństwo przed tym wyborem.
settings-scale = Wielkość tekstu i przycisków
settings-scale-percent = { $percent } %
settings-keep-awake = Nie wygaszaj ekranu, gdy gra jest otwarta
settings-file = Ustawienia są zapisane w { $path }
settings-save-failed = Nie udało się zapisać ustawień: { $reason }. Obowiązują do zamknięcia aplikacji.
settings-broken = Nie udało się odczytać pliku ustawień ({ $reason }), więc obowiązują ustawienia domyślne. Zmiana ustawienia zastąpi plik.

## Summary: parts, charts and times
summary-in-play-kinds = W grze: { $kinds }
summary-final-kinds = Na koniec: { $kinds }
summary-chart-score = Wynik w trakcie gry
summary-chart-score-hint = Jedna linia na gracza, tura po turze; kropka oznacza dodatkową turę.
summary-chart-kinds = Punkty według rodzaju
summary-times = Czas
summary-played = Rozpoczęta { $date } · { $length } gry (bez przerw i czasu z zamkniętą aplikacją)
summary-turn-times = { $name }: { $turns ->
    [one] 1 tura
    [few] { $turns } tury
   *[many] { $turns } tur
}, średnio { $average }, najdłuższa { $longest }
summary-hours = { $hours } godz. { $minutes } min
summary-minutes = { $minutes } min
summary-min-sec = { $minutes } min { $seconds } s
summary-seconds = { $seconds } s
summary-save = Zapisz podsumowanie
game-pause = Pauza
game-resume-clock = Dalej
game-paused = Pauza: zegar stoi
summary-rematch = Rewanż
summary-saved = Podsumowanie zapisano w { $path } (.csv, .json, .md); Markdown jest w schowku.
summary-part-end-cards = Karty końcowe
summary-part-deferred = Odroczone

## Files
store-no-data-dir = nie ma folderu na zapisane gry; wybierz go zmienną { $var }
store-create-dir = nie można utworzyć folderu { $path }: { $reason }
store-read = nie można odczytać { $path }: { $reason }
store-write = nie można zapisać do { $path }: { $reason }
store-not-found = nie ma zapisanej gry „{ $id }”
store-bad-id = „{ $id }” nie może być nazwą zapisanej gry
store-empty = plik jest pusty
store-not-text = plik nie jest tekstem
store-truncated = plik kończy się za wcześnie; zapis został pewnie przerwany
store-not-json = plik nie jest w formacie JSON (wiersz { $line }, kolumna { $column })
store-wrong-shape = plik nie jest zapisaną grą Meeple Companion: { $reason }
store-not-settings = plik nie jest plikiem ustawień Meeple Companion: { $reason }
store-newer = utworzony przez nowszą wersję Meeple Companion (format { $format }; ta wersja czyta do { $max })
store-bad-game = nie można odtworzyć zapisanej gry: { $reason }

## Final scoring, step by step
final-title = Punktacja końcowa
final-next = Dalej: { $step }
final-step-merged = Pionki
final-step-features = Obszary
final-step-gold = Złoto
final-step-results = Wyniki
final-merged-hint = Posłaniec każdego gracza został dodany do meeple; od teraz nie ciągnie się już wiadomości.
final-merged-line = { $name }: { $meeple } + { $messenger } = { $total }
final-features-hint = Gracz po graczu: każda niedokończona droga, miasto i klasztor oraz każde pole. Obszar kilku graczy wpisuje się raz, z nimi wszystkimi.
final-road-tiles = Kafelki drogi
final-city-tiles = Kafelki miasta
final-pennants = Herby w nim
final-around = Kafelki wokół klasztoru
final-farm-cities = Ukończone miasta przy polu
final-shared = Wspólnie z:
final-add = Dodaj { $points } ({ $kind }) dla: { $name }
final-scored-so-far = { $name } dotąd: { $kinds }
final-next-player = Następny gracz: { $name }
final-gold-hint = { $board ->
    [one] Żeton złota, który został na planszy, zostaje usunięty.
    [few] { $board } żetony złota, które zostały na planszy, zostają usunięte.
   *[many] { $board } żetonów złota, które zostały na planszy, zostaje usuniętych.
} Złoto każdego gracza liczy się na koniec gry:
final-gold-line = { $name }: { $count } × { $per } = { $points }
final-results-hint = Wszystko wpisane? Sumy staną się ostateczne; Wróć do gry to cofa.

## Dates
weekday-1 = pon.
weekday-2 = wt.
weekday-3 = śr.
weekday-4 = czw.
weekday-5 = pt.
weekday-6 = sob.
weekday-7 = niedz.
month-1 = sty
month-2 = lut
month-3 = mar
month-4 = kwi
month-5 = maj
month-6 = cze
month-7 = lip
month-8 = sie
month-9 = wrz
month-10 = paź
month-11 = lis
month-12 = gru
date-time = { $weekday } { $day } { $month } { $year }, { $time }
