# Meeple Companion — deutsche Texte.
# Jede id aus en.ftl steht hier, mit denselben Variablen (ein Test prüft das).
# Die Quellen nennen keine deutschen Namen der Erweiterungen; diese sind
# beschreibende Übersetzungen: „Nikolaus-Wertungstafel“ (Saint Nicholas
# Scoring Board), „Die Botschaften“ (The Messages), „Goldminen“ (Gold
# Mines), „Weihnachtsgeschenk“ (Christmas Present).

app-title = Meeple Companion

## Colours, kinds and figures
colour-red = Rot
colour-green = Grün
colour-blue = Blau
colour-yellow = Gelb
colour-black = Schwarz
colour-grey = Grau
colour-pink = Rosa
colour-purple = Lila

kind-road = Straße
kind-city = Stadt
kind-cloister = Kloster
kind-farm = Wiese
kind-message = Botschaft
kind-card = Karte
kind-other = Punkte

figure-meeple = Meeple
figure-messenger = Botin

## Turns and prompts
turn-of = Am Zug: { $name }
extra-turn-of = Extrazug: { $name }
tiles-left = { $count ->
    [one] noch 1 Plättchen
   *[other] noch { $count } Plättchen
}
and-separator = {" "}und{" "}
reason-last-to = als Letzte(r) auf { $total }
reason-first-to = als Erste(r) auf { $total }
reason-manual = ein Extrazug von Hand
prompt-extra-turn = { $name } ist { $reason }: Extrazug
prompt-extra-turn-manual = { $name } bekommt einen Extrazug
prompt-turns-lapsed = { $count ->
    [one] Das Spiel ist vorbei, der Extrazug von { $names } verfällt
   *[other] Das Spiel ist vorbei, die Extrazüge von { $names } verfallen
}
prompt-last-tile = Der Nachziehstapel ist leer: Dies ist der letzte Zug. Mit seinem Ende beginnt die Schlusswertung.
prompt-final-scoring = Schlusswertung: Gebt die Punkte unfertiger Gebiete und der Wiesen ein und beendet dann das Spiel.
prompt-gold-short = { $count ->
    [0] Der Vorrat ist leer: Kein Goldbarren wurde gelegt.
    [one] Nur noch 1 Goldbarren im Vorrat: 1 Goldbarren wurde gelegt.
   *[other] Nur noch { $count } Goldbarren im Vorrat.
}
prompt-final-scoring-last-tile = Das letzte Plättchen liegt. Schlusswertung: Gebt die Punkte unfertiger Gebiete und der Wiesen ein und beendet dann das Spiel.

## History
history-holder = { $name } +{ $points }
history-holder-figure = { $name } +{ $points } ({ $figure })
history-score = { $holders } { $kind }
history-close-round = Wertungsrunde abgeschlossen
history-correct = Korrektur: { $name } { $delta }
history-end-turn = Zugende
history-another-tile = Weiteres Plättchen
history-extra-turn = Extrazug für { $name }
history-cancel-extra-turn = Extrazug { $position } gestrichen
history-set-tiles = Plättchenzähler auf { $count } gesetzt
history-final-scoring = Schlusswertung begonnen
history-end-game = Spiel beendet
history-gold-tile = Goldplättchen
history-gold-pool = { $count } an { $names }
history-gold-award = Gold für { $kind }: { $pools }
history-gold-give = { $count ->
    [one] 1 Goldbarren an { $name }
   *[other] { $count } Goldbarren an { $name }
}
history-next-turn = { $name } ist am Zug
history-next-extra-turn = Extrazug von { $name }
history-earned-turn = { $name } erhält einen Extrazug ({ $reason })
history-last-tile = das letzte Plättchen liegt

## Home
home-tagline = Führt die Wertungsleiste, die Züge und die Extrazüge, damit die Runde nur spielen muss.
home-new-game = Neues Spiel
home-saved-games = Gespeicherte Spiele
home-loading = Suche gespeicherte Spiele…
home-show-more = { $count } weitere zeigen ({ $left } nicht gezeigt)
home-no-games = Noch keine gespeicherten Spiele. Beginnt ein neues Spiel; es wird nach jedem Schritt gespeichert.
home-state-playing = Zug { $turn }
home-state-final-scoring = Schlusswertung
home-state-ended = Beendet
home-game-details = { $state } · begonnen { $started } · zuletzt gespielt { $played }
home-resume = Weiter
home-show-results = Ergebnis
home-unreadable = { $file } ist nicht lesbar
home-unreadable-reason = { $reason }. Die Datei bleibt unverändert.
home-load-failed = Dieses Spiel konnte nicht geöffnet werden: { $reason }
exported = Das Spiel liegt als Notation in der Zwischenablage und ist gespeichert in { $path }
exported-clipboard-only = Das Spiel liegt als Notation in der Zwischenablage (als Datei konnte es nicht gespeichert werden: { $reason })
save-failed = Das Spiel konnte nicht gespeichert werden: { $reason }. Es ist noch hier; lasst die App offen und prüft den Datenträger.

## Setup
setup-title = Neues Spiel
setup-back = Zurück
setup-players = Spieler
setup-players-hint = In Sitzreihenfolge, im Uhrzeigersinn. Wählt für jede Person eine Meeple-Farbe; wer eine vergebene Farbe nimmt, tauscht mit ihr.
setup-name-placeholder = Spieler { $seat }
setup-starts = beginnt
setup-move-up = Nach oben
setup-remove = Entfernen
setup-add-player = Spieler hinzufügen
setup-tiles = Plättchen
setup-count-tiles = Plättchen im Nachziehstapel zählen
setup-tiles-hint = 71 im Grundspiel, 80 mit Goldminen. Liegt das letzte Plättchen, endet das Spiel mit diesem Zug.
setup-tiles-not-a-number = Die Plättchenzahl „{ $value }“ ist keine Zahl
setup-expansions = Erweiterungen
setup-sn = Nikolaus-Wertungstafel
setup-sn-hint = Wer als Letzte(r) Feld 6 (Nikolausmütze) und wer als Erste(r) Feld 24 (Weihnachtsbaum) erreicht, bekommt einen Extrazug.
setup-sn-check = Wann wird die Tafel geprüft?
setup-sn-check-feature = Nach jeder Wertung eines Gebiets, in der Reihenfolge der Eingabe (empfohlen)
setup-sn-check-round = Einmal pro gelegtem Plättchen, Stand vor und nach allen Wertungen
setup-sn-both = Wer in einer Wertung als Letzte(r) 6 und als Erste(r) 24 erreicht, bekommt
setup-sn-both-one = Einen Extrazug (empfohlen)
setup-sn-both-two = Zwei Extrazüge
setup-sn-order = Wenn mehrere in einem Zug Extrazüge verdienen
setup-sn-order-left = Im Uhrzeigersinn links vom aktiven Spieler, der aktive Spieler zuletzt (empfohlen)
setup-sn-order-active = Zuerst der aktive Spieler, dann im Uhrzeigersinn von links
setup-sn-every-lap = Jede Runde: 56 und 74, 106 und 124, … zählen wieder als 6 und 24
setup-sn-feature-only = Nur Wertungen von Gebieten zählen: Punkte aus Botschaften und Karten bringen nie einen Zug
setup-sn-levels = Mit den Botschaften zählt als Platz auf der Tafel
setup-sn-levels-higher-lower = Die höhere Figur für 6, die niedrigere für 24 (empfohlen)
setup-sn-levels-sum = Beide Figuren zusammengezählt
setup-sn-levels-any = Die höhere Figur, für 6 und für 24
setup-msg = Die Botschaften
setup-msg-hint = Alle werten mit zwei Figuren, Meeple und Botin; landet eine Figur des aktiven Spielers auf einem dunklen Feld (0, 5, 10, …), zieht er eine Botschaft.
setup-msg-draw = Wer zieht die Botschaften?
setup-msg-draw-virtual = Die App mischt die 8 Botschaften und zieht sie (empfohlen)
setup-msg-draw-physical = Die Runde zieht ihre eigenen Botschaftsplättchen und nennt der App die Nummer
setup-msg-zmg-alone = Z-Man-Regel: nur ziehen, wenn die Figur allein auf ihrem dunklen Feld steht
setup-gold = Goldminen
setup-gold-hint = 16 Goldbarren: Goldplättchen legen sie aus, fertige Straßen, Städte und Klöster verteilen sie, und am Ende zählen sie (1–3 Barren je 1 Punkt, 4–6 je 2, 7–9 je 3, ab 10 je 4).
setup-start = Spiel starten

## Game
game-final-scoring = Schlusswertung
game-ended = Spiel vorbei
game-turn-number = Zug { $number }
game-extra-turn = Extrazug: { $reason }
game-tile-of-turn = Plättchen { $number } dieses Zugs
game-undo = Rückgängig
game-redo = Vor
game-history = Verlauf
game-score-entry = Punkte-Eingabe
game-export = Export
game-home = Übersicht
game-queue = Nächste Extrazüge:
game-queued-turn = { $name } ({ $reason })
game-cancel-turn = Streichen

## Score entry
entry-who = Wer punktet? (mehrere bei geteiltem Gebiet)
entry-score = Werten
key-backspace = ←
key-clear = C
entry-end-turn = Zugende
entry-another-tile = Weiteres Plättchen
entry-extra-turn = Extrazug
entry-final-scoring = Schlusswertung
entry-end-game = Spiel beenden, Ergebnis zeigen
entry-choose-player = Wählt zuerst, wer punktet.
entry-type-points = Gebt zuerst die Punkte ein.
entry-too-many-digits = Eine Wertung hat höchstens 999 Punkte.
entry-points-pending = { $points ->
    [one] 1 Punkt ist getippt, aber nicht gewertet: erst werten oder löschen.
   *[other] { $points } Punkte sind getippt, aber nicht gewertet: erst werten oder löschen.
}
entry-extra-turn-one-player = Wählt eine Person für den Extrazug.

history-rewind = Zurück bis hier
history-start = Spielbeginn
history-undone = { $count ->
    [one] 1 rückgängig gemachter Befehl (Vor holt ihn zurück):
   *[other] { $count } rückgängig gemachte Befehle (Vor holt sie zurück):
}

## Summary
summary-winner = { $name } gewinnt!
summary-shared-win = Geteilter Sieg: { $names }
summary-in-game = Im Spiel
summary-final = Schlusswertung
summary-corrections = Korrekturen
summary-kind = { $kind } { $points }
summary-back-to-game = Zurück zum Spiel
summary-gold = Gold
summary-gold-line = { $count ->
    [one] Gold 1 Barren × { $per } = { $points }
   *[other] Gold { $count } Barren × { $per } = { $points }
}

## Gold Mines on the game screen
gold-title = Gold
gold-counts = Vorrat { $supply } · Spielfeld { $board }{ $removed ->
    [0] {""}
   *[other] {" "}· entfernt { $removed }
}
gold-player = { $name } { $count } ({ $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
})
gold-tile = Gold-Plättchen
gold-award = Gold verteilen
gold-award-for = Gold verteilen: { $kind }
gold-award-title = Gold verteilen
gold-on-board = { $count ->
    [one] 1 Barren auf dem Spielfeld
   *[other] { $count } Barren auf dem Spielfeld
}
gold-pool = Topf { $number }
gold-pool-line = Topf { $number }: { $count } · { $names }
gold-pool-nobody = noch niemand
gold-pieces = { $count ->
    [one] 1 Barren
   *[other] { $count } Barren
}
gold-remove-pool = Entfernen
gold-add-pool = Topf hinzufügen
gold-add-pool-hint = für mehrere Gebiete zugleich, oder Barren, die nur manchen zustehen
gold-last-award = Verteilt: { $names }
gold-preview = Verteilung: { $names }
gold-preview-incomplete = Wählt, wem jeder Topf zusteht, mit nicht mehr Barren, als auf dem Spielfeld liegen.
gold-give = { $count ->
    [one] 1 Barren
   *[other] { $count } Barren
} von Hand an { $name } geben (ohne Gebiet)
gold-cancel = Abbrechen
gold-confirm = Verteilen

## Refusals
error-points-range = Punkte müssen zwischen 0 und { $max } liegen, nicht { $points }.
error-unknown-player = An diesem Tisch gibt es keinen Spieler { $seat }.
error-unknown-figure = { $name } hat keine Botin: Dieses Spiel wird ohne die Botschaften gespielt.
error-no-players = Wählt zuerst, wer punktet.
error-duplicate-player = { $name } ist doppelt gewählt.
error-zero-correction = Eine Korrektur um 0 Punkte ändert nichts.
error-negative-total = { $name } hat dort { $total ->
    [one] 1 Punkt
   *[other] { $total } Punkte
}; eine Korrektur um { $delta } ergäbe einen negativen Stand.
error-game-over = Das Spiel ist beendet. Macht etwas rückgängig, um zurückzukehren.
error-final-scoring = Die Schlusswertung hat begonnen; es gibt keine Züge mehr.
error-no-tiles-left = Der Nachziehstapel ist leer: Es gibt kein Plättchen mehr.
error-tile-count = Der Plättchenzähler muss zwischen 0 und { $max } liegen, nicht { $count }.
error-no-tile-counter = Dieses Spiel zählt keine Plättchen.
error-no-open-round = Es ist keine Wertungsrunde offen.
error-no-queued-turn = Es gibt keinen wartenden Extrazug Nummer { $position }.
error-nothing-to-undo = Es gibt nichts rückgängig zu machen.
error-nothing-to-redo = Es gibt nichts zu wiederholen.
error-no-such-entry = Der Verlauf hat keinen Eintrag { $entry }.
error-gold-not-in-use = Dieses Spiel wird ohne Goldminen gespielt.
error-gold-not-on-board = Auf dem Spielfeld liegen nur { $board } Goldbarren, nicht { $asked }.
error-gold-no-pieces = Jeder Topf braucht mindestens einen Goldbarren.
error-gold-no-claimants = Jeder Topf braucht mindestens eine berechtigte Person.
error-gold-duplicate-claimant = { $name } steht zweimal in einem Topf.
error-gold-farm = Bauern bekommen nie Gold.
error-gold-not-completed = Gold gibt es nur für eine fertige Straße, Stadt oder ein fertiges Kloster, nicht für Punkte der Art { $kind }.
error-gold-scored = Das Gold ist gewertet und das Gold auf dem Spielfeld entfernt.
error-too-few-players = Ein Spiel braucht mindestens { $min } Spieler, nicht { $count }.
error-too-many-players = Ein Spiel hat höchstens { $max } Spieler, nicht { $count }.
error-empty-name = Spieler { $seat } braucht einen Namen.
error-name-too-long = Der Name „{ $name }“ hat { $chars } Zeichen; höchstens { $max } passen.
error-name-control = Der Name „{ $name }“ enthält ein unsichtbares Zeichen (einen Tabulator, einen Zeilenumbruch, ein Leerzeichen ohne Breite oder ein Richtungszeichen).
error-duplicate-name = Zwei Spieler heißen „{ $name }“; Namen müssen sich unterscheiden.
error-duplicate-colour = Zwei Spieler spielen { $colour }; Farben müssen sich unterscheiden.
error-no-start-player = Es gibt keinen Spieler { $seat }, der beginnen könnte.
error-setup-tiles = Der Plättchenzähler muss zwischen 1 und { $max } liegen, nicht { $count }.
error-no-shuffle = Der Stapel { $deck } ist nicht gemischt.
error-bad-shuffle = Die Reihenfolge des Stapels { $deck } muss jede Karte von 1 bis { $size } genau einmal nennen.

## The Messages
messages-whose = { $figure } von { $name }
prompt-message-drawn = { $who } landet auf { $space }: Zieht eine Botschaft. Botschaft { $number }: { $title }
prompt-message-draw-tile = { $who } landet auf { $space }: Zieht ein Botschaftsplättchen und nennt der App die Nummer
hold-message-name = Zieht ein Botschaftsplättchen und nennt der App die Nummer, bevor es weitergeht.
hold-message-resolve = Botschaft { $number } ({ $title }) wartet: ausführen oder 2 Punkte nehmen.
error-close-round-first = Schließt zuerst die offene Wertungsrunde (Plättchen fertig): Dabei wird eine Botschaft gezogen.
error-messages-not-in-use = Dieses Spiel wird ohne die Botschaften gespielt.
error-messages-nothing-pending = Keine Botschaft wartet darauf, ausgeführt zu werden.
error-messages-not-named = Nennt der App zuerst, welche Botschaft gezogen wurde.
error-messages-already-named = Die gezogene Botschaft ist schon bekannt.
error-messages-no-such = Botschaften sind von 1 bis 8 nummeriert, nicht { $number }.
error-messages-wrong-helper = Botschaft { $number } ({ $title }) fragt nach anderen Zahlen.
error-messages-no-tile = Der Nachziehstapel ist leer, „Weiteres Plättchen“ geht also nicht: Nehmt die 2 Punkte.
error-messages-pennants = Eine Stadt aus { $tiles ->
    [one] 1 Plättchen
   *[other] { $tiles } Plättchen
} kann keine { $pennants } Wappen haben.
error-messages-surrounding = Um ein Kloster liegen höchstens 8 Plättchen, nicht { $count }.
error-messages-points = Eine Botschaft bringt höchstens 999 Punkte, nicht { $points }.
history-message-named = Botschaft { $number } gezogen: { $title }
history-message-take-two = Botschaft: stattdessen 2 Punkte ({ $figure })
history-message-another-tile = Botschaft ausgeführt: weiteres Plättchen
history-message-carried-out = Botschaft ausgeführt: +{ $points } ({ $figure })
history-figures-merged = beide Figuren auf den Meeple zusammengezählt
entry-tile-done = Plättchen fertig
msg-landing = { $figure } → { $space }
msg-landing-dark = { $figure } → { $space } dunkel
msg-panel-number = Botschaft { $number }
msg-panel-carry = Ausführen: +{ $points }
msg-panel-carry-bad = Ausführen
msg-panel-carry-another-tile = Ausführen: weiteres Plättchen legen
msg-panel-take-two = 2 Punkte nehmen
msg-panel-figure = Die Punkte gehen an:
msg-panel-name = { $name } zieht ein Botschaftsplättchen
msg-panel-name-hint = Welche Botschaft kam? Tippt ihre Nummer an.
msg-count-road-tiles = Plättchen der Straße
msg-count-city-tiles = Plättchen der Stadt
msg-count-pennants = Wappen darin
msg-count-surrounding = Plättchen um das Kloster
msg-count-pennants-knight = Wappen in Städten mit deinem Ritter
msg-count-knights = Deine Ritter
msg-count-farmers = Deine Bauern
msg-count-feature-points = Die Punkte des Gebiets (wie in der Schlusswertung)
msg-count-complete = Die Stadt ist fertig
msg-count-no-majority = Du hast nicht die Mehrheit (0 Punkte)
message-shortest-road-title = Kürzeste Straße
message-shortest-road-text = Wähle eine Straße mit einem deiner Wegelagerer (die Mehrheit brauchst du nicht). Hast du mehrere zur Wahl, nimm die mit dem geringsten Wert. Werte die Punkte, die diese Straße in der Schlusswertung bekäme. Der Wegelagerer bleibt auf der Straße.
message-smallest-city-title = Kleinste Stadt
message-smallest-city-text = Wie Botschaft 1, aber für Städte: Wähle die Stadt mit einem deiner Ritter, die am wenigsten wert ist, und werte, was sie in der Schlusswertung bekäme. Der Ritter bleibt.
message-smallest-cloister-title = Kleinstes Kloster
message-smallest-cloister-text = Wie Botschaft 1, aber für Klöster (und alles, was als Kloster zählt): Werte das mit deinem Mönch, das am wenigsten wert ist, wie in der Schlusswertung. Der Mönch bleibt.
message-another-tile-title = Weiteres Plättchen
message-another-tile-text = Ziehe ein Plättchen und lege es nach den üblichen Regeln an. Du darfst einen Meeple (oder eine andere Sonderfigur) daraufsetzen, ebenfalls nach den üblichen Regeln.
message-pennants-title = 2 Punkte pro Wappen
message-pennants-text = Für jedes Wappen in Städten, in denen du mindestens einen Ritter hast (die Mehrheit brauchst du nicht), bekommst du 2 Punkte.
message-knights-title = 2 Punkte pro Ritter
message-knights-text = Du bekommst 2 Punkte für jeden deiner Ritter. Die Ritter bleiben in ihren Städten.
message-farmers-title = 2 Punkte pro Bauer
message-farmers-text = Du bekommst 2 Punkte für jeden deiner Bauern. Die Bauern bleiben auf ihren Wiesen.
message-score-meeple-title = Meeple werten und zurücknehmen
message-score-meeple-text = Wähle einen deiner Meeple auf dem Spielfeld. Hast du in seinem Gebiet die Mehrheit, werte das Gebiet wie in der Schlusswertung, aber nur du bekommst die Punkte. Nimm dann nur diesen Meeple zurück, auch wenn er nichts gebracht hat.

## Settings
home-settings = Einstellungen
settings-title = Einstellungen
settings-back = Zurück
settings-language = Sprache
settings-language-system = Systemsprache ({ $language })
settings-language-env = { $var } ist gesetzt, daher zeigt die App { $language }, gleich was hier gewählt ist.
settings-theme = Farbschema
settings-theme-system = Wie das System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-theme-env = { $var } ist gesetzt und hat Vorrang vor dieser Wahl.
settings-scale = Größe von Text und Bedienelementen
settings-scale-percent = { $percent } %
settings-keep-awake = Bildschirm anlassen, solange ein Spiel offen ist
settings-speech = Gesprochene Hinweise
settings-speech-on = Die Hinweise des Tisches laut vorlesen
settings-speech-turns = Wer am Zug ist
settings-speech-extra-turns = Verdiente und genommene Extrazüge
settings-speech-drawn = Eine gezogene Botschaft
settings-speech-questions = Was der Tisch jetzt klären muss, und wer
settings-speech-final-scoring = Die Schritte der Schlusswertung
settings-speech-winner = Wer gewinnt
settings-speech-rate = Tempo
settings-speech-rate-slow = Langsamer
settings-speech-rate-normal = Normal
settings-speech-rate-fast = Schneller
settings-speech-sounds = Ein Ton, wenn eine Botschaft gezogen wird oder der Nikolaus einen Extrazug gewährt
settings-speech-volume = Lautstärke
settings-speech-volume-quiet = Leise
settings-speech-volume-medium = Mittel
settings-speech-volume-full = Voll
settings-speech-unavailable = Sprachausgabe ist nicht verfügbar: speech-dispatcher installieren. Die App macht still weiter.
settings-speech-no-voice = Keine Stimme für { $language }: espeak-ng installieren. Die Standardstimme spricht.
speech-on = Gesprochene Hinweise sind an.
game-speech-on = Vorlesen
game-speech-off = Stumm
settings-file = Die Einstellungen liegen in { $path }
settings-save-failed = Die Einstellungen konnten nicht gespeichert werden: { $reason }. Sie gelten, bis die App geschlossen wird.
settings-broken = Die Einstellungsdatei war nicht lesbar ({ $reason }), daher gelten die Standardwerte. Eine geänderte Einstellung ersetzt die Datei.
settings-about = Über
about-version = Meeple Companion { $version }
about-licence = Freie Software unter der MIT-Lizenz. Die Bibliotheken, aus denen sie gebaut ist, und ihre Schrift, Fira Sans, stehen unter eigenen Lizenzen, aufgeführt in den Lizenzhinweisen.
about-manual = Das Handbuch: man 6 meeple-companion. Die Regeln, wie die App sie anwendet, die Notation und die Lizenzen liegen in:
about-docs-not-installed = Diese Kopie ist dort nicht installiert: dieselben Dokumente liegen im Ordner docs/ ihres Quellcodes.
about-trademark = Carcassonne ist eine Marke ihres Inhabers. Meeple Companion ist eine inoffizielle Begleit-App, weder von den Verlagen gemacht noch von ihnen gebilligt.
about-notices-show = Lizenzhinweise zeigen
about-notices-hide = Lizenzhinweise ausblenden
about-notices-page = { $page } von { $pages }

## Summary: parts, charts and times
summary-in-play-kinds = Im Spiel: { $kinds }
summary-final-kinds = Schlusswertung: { $kinds }
summary-chart-score = Punkte im Spielverlauf
summary-chart-score-hint = Eine Linie pro Person, Zug für Zug; ein Punkt markiert einen Extrazug.
summary-chart-kinds = Punkte nach Art
summary-places = Platzierung
summary-winning-total = { $points ->
    [one] mit 1 Punkt
   *[other] mit { $points } Punkten
}
summary-chart-kinds-hint = Was die Gebiete gebracht haben, im Spiel und am Ende. Korrekturen, Gold, Endkarten und aufgeschobene Punkte stehen nicht in den Balken.
summary-bars-note = { $bars } im Balken; die Summe { $total } zählt auch { $rest }
summary-chart-end = Ende
summary-times = Zeit
summary-played = Begonnen { $date } · { $length } Spielzeit (Pausen und Zeit bei geschlossener App nicht gezählt)
summary-turn-times = { $name }: { $turns ->
    [one] 1 Zug
   *[other] { $turns } Züge
}, im Schnitt { $average }, längster { $longest }
summary-hours = { $hours } h { $minutes } min
summary-minutes = { $minutes } min
summary-min-sec = { $minutes } min { $seconds } s
summary-seconds = { $seconds } s
summary-save = Ergebnisse speichern
game-pause = Pause
game-resume-clock = Weiter
game-paused = Pausiert: Die Uhr steht
summary-bgstats = An BG Stats senden
summary-bgstats-hint = Scanne das mit dem Handy, auf dem BG Stats ist: Es öffnet die Partie mit allen Punkten, bereit zum Speichern.
summary-bgstats-copy = Link kopieren
summary-bgstats-close = Schließen
summary-bgstats-copied = Der BG-Stats-Link ist in der Zwischenablage.
summary-bgstats-too-long = Diese Partie ist zu lang für einen QR-Code: Kopiere stattdessen den Link.
summary-tonight = Heute Abend
summary-tonight-hint = Spiel { $game } von { $games } heute Abend: Siege und Punkte zusammengezählt.
summary-tonight-wins = { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}
summary-tonight-points = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
summary-rematch = Revanche
summary-saved = Ergebnisse gespeichert in { $path } (.csv, .json, .md); das Markdown ist in der Zwischenablage.
summary-part-end-cards = Endkarten
summary-part-deferred = Aufgeschoben

## Files
store-no-data-dir = es gibt keinen Ordner für gespeicherte Spiele; wählt einen mit { $var }
store-create-dir = der Ordner { $path } kann nicht angelegt werden: { $reason }
store-read = { $path } kann nicht gelesen werden: { $reason }
store-write = kann nicht in { $path } speichern: { $reason }
store-not-found = es gibt kein gespeichertes Spiel „{ $id }“
store-bad-id = „{ $id }“ kann kein Name eines gespeicherten Spiels sein
store-empty = die Datei ist leer
store-not-text = die Datei ist kein Text
store-truncated = die Datei endet zu früh; sie wurde wohl beim Schreiben abgeschnitten
store-not-json = die Datei ist kein JSON (Zeile { $line }, Spalte { $column })
store-wrong-shape = die Datei ist kein gespeichertes Spiel von Meeple Companion: { $reason }
store-not-settings = die Datei ist keine Einstellungsdatei von Meeple Companion: { $reason }
store-newer = von einer neueren Version von Meeple Companion erstellt (Format { $format }; diese Version liest bis { $max })
store-bad-game = das gespeicherte Spiel kann nicht wiederhergestellt werden: { $reason }

## Final scoring, step by step
final-title = Schlusswertung
final-next = Weiter: { $step }
final-step-merged = Figuren
final-step-features = Gebiete
final-step-gold = Gold
final-step-results = Ergebnis
final-merged-hint = Die Botin jeder Person wurde auf den Meeple addiert; ab jetzt werden keine Botschaften mehr gezogen.
final-merged-line = { $name }: { $meeple } + { $messenger } = { $total }
final-features-hint = Person für Person: jede unfertige Straße, Stadt und jedes unfertige Kloster und jede Wiese. Ein Gebiet mehrerer Personen wird einmal eingegeben, mit allen.
final-road-tiles = Plättchen der Straße
final-city-tiles = Plättchen der Stadt
final-pennants = Wappen darin
final-around = Plättchen um das Kloster
final-farm-cities = Fertige Städte an der Wiese
final-points = oder die Punkte
final-shared = Geteilt mit:
final-add = { $points } ({ $kind }) für { $name } hinzufügen
final-scored-so-far = { $name } bisher: { $kinds }
final-next-player = Nächste Person: { $name }
final-gold-hint = { $board ->
    [one] Der Goldbarren, der noch auf dem Spielfeld liegt, wird entfernt.
   *[other] Die { $board } Goldbarren, die noch auf dem Spielfeld liegen, werden entfernt.
} Das Gold jeder Person zählt am Spielende:
final-gold-line = { $name }: { $count } × { $per } = { $points }
final-results-hint = Alles eingegeben? Die Summen werden endgültig; Zurück zum Spiel macht es rückgängig.

## Dates
weekday-1 = Mo.
weekday-2 = Di.
weekday-3 = Mi.
weekday-4 = Do.
weekday-5 = Fr.
weekday-6 = Sa.
weekday-7 = So.
month-1 = Jan.
month-2 = Feb.
month-3 = März
month-4 = Apr.
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = Aug.
month-9 = Sep.
month-10 = Okt.
month-11 = Nov.
month-12 = Dez.
date-time = { $weekday }, { $day }. { $month } { $year }, { $time }

## Christmas Present
# Weihnachtsgeschenk: beschreibende Übersetzung (die Quellen nennen keinen
# deutschen Namen), ebenso die Stapel (Kloster, Wegrand) und Kartentitel.
exported-hands-warning = Sie enthält alle Handkarten: Haltet sie bis zum Spielende vor den anderen verborgen.
setup-xp = Weihnachtsgeschenk
setup-xp-hint = Zwei Stapel mit je 32 Karten: Zieht eine Kloster-Karte, wenn ihr ein Plättchen neben das Kloster einer anderen Person legt, eine Wegrand-Karte für ein Plättchen nur mit Straßen. Die App führt die Stapel und jede geheime Hand.
setup-xp-card-bonus = Eine Bonuskarte (Ringstraße, Stadt mit oder ohne Wappen) ändert die Wertung…
setup-xp-card-bonus-player = …nur für die Person, die sie spielt; andere Beteiligte werten wie üblich
setup-xp-card-bonus-all = …für alle Beteiligten des Gebiets
christmas-deck-cloister = Kloster
christmas-deck-roadside = Wegrand
christmas-drew-hand = { $name } zieht eine { $deck }-Karte
christmas-drew-now = { $name } zieht: { $title }
prompt-christmas-now = { $name } zieht „{ $title }“: jetzt einsetzen oder ablegen, wenn es kein gültiges Ziel gibt.
prompt-christmas-shield = { $by } setzt „{ $title }“ gegen { $name } ein. { $name }, wehrst du es mit einem Schild ab?
prompt-christmas-hand-limit = { $name } hält { $cards } Karten: vor Zugende { $excess } ablegen (höchstens 5).
prompt-christmas-reveal = Schlusswertung: { $name } deckt die Endkarte „{ $title }“ auf.
hold-christmas-now = Die Karte „{ $title }“ wartet darauf, eingesetzt zu werden.
hold-christmas-shield = Eine Wegrand-Karte („{ $title }“) wird gegen jemanden eingesetzt: Diese Person sagt, ob sie sie mit einem Schild abwehrt.
hold-christmas-hand-limit = Die Hand hält { $cards } Karten; vor Zugende { $excess } ablegen (höchstens 5).
hold-christmas-reveal = Die Endkarte „{ $title }“ wartet darauf, aufgedeckt zu werden.
error-christmas-not-in-use = Dieses Spiel wird ohne Weihnachtsgeschenk gespielt.
error-christmas-already-drawn = Für dieses Plättchen wurde schon eine { $deck }-Karte gezogen: höchstens eine pro Stapel und Plättchen.
error-christmas-empty-deck = Der Stapel { $deck } ist leer; der Ablagestapel wird nie neu gemischt.
error-christmas-not-a-deck = Weihnachtsgeschenk zieht nur vom Kloster- und vom Wegrand-Stapel.
error-christmas-nothing-to-use = Keine Karte wartet darauf, eingesetzt zu werden.
error-christmas-unknown-kind = Es gibt keine Karte „{ $kind }“.
error-christmas-not-in-hand = { $name } hat keine Karte „{ $title }“ auf der Hand.
error-christmas-not-your-turn = { $name } darf nur im eigenen Zug eine Karte spielen (ein Schild antwortet auf eine Wegrand-Karte).
error-christmas-shield-only = Ein Schild wird nur gespielt, wenn eine Wegrand-Karte gegen dich eingesetzt wird.
error-christmas-end-card = „{ $title }“ ist eine Endkarte: Sie wird in der Schlusswertung aufgedeckt.
error-christmas-wrong-target = „{ $title }“ wird anders eingesetzt.
error-christmas-no-question = Gerade wird niemand nach einem Schild gefragt.
error-christmas-not-asked = Die Frage nach dem Schild geht an { $name }.
error-christmas-no-shield = { $name } hat keinen Schild auf der Hand.
error-christmas-pennants = Diese Karte passt nicht zu so einer Stadt (Wappen).
error-christmas-points = Eine Karte bringt höchstens 999 Punkte, nicht { $points }.
error-christmas-no-in-play = Es gibt keine ausliegende Karte Nummer { $position }.
error-christmas-no-reveal = Gerade ist keine Endkarte aufzudecken.
error-christmas-reveal-order = Als Nächstes wird „{ $title }“ von { $name } aufgedeckt.
error-christmas-reveal-counts = Diese Zahlen passen nicht zur Endkarte.
history-christmas-draw = { $deck }-Karte
history-christmas-use = Karte eingesetzt
history-christmas-no-target = Karte abgelegt: kein gültiges Ziel
history-christmas-play = { $name } spielt „{ $title }“
history-christmas-shield-yes = { $name } wehrt es mit einem Schild ab
history-christmas-shield-no = { $name } wehrt es nicht ab
history-christmas-cancelled = beide Karten abgelegt, keine Wirkung
history-christmas-discard = { $name } legt „{ $title }“ ab
history-christmas-end-in-play = Eine ausliegende Karte wurde abgelegt
history-christmas-defer = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} bis zum Ende aufgeschoben
history-christmas-reveal = { $name } deckt „{ $title }“ auf
history-christmas-end-points = +{ $points }
history-christmas-deferred-paid = aufgeschobene Punkte ausgezahlt
history-christmas-against = „{ $title }“ gegen { $names }
history-christmas-in-play = „{ $title }“ bleibt im Spiel

## Christmas Present: the cards (RULES XP1, XP2)
christmas-three-points-title = 3 Punkte
christmas-three-points-text = Du bekommst sofort 3 Punkte.
christmas-unfinished-road-title = Unfertige Straße, doppelt
christmas-unfinished-road-text = Werte eine unfertige Straße, in der du die Mehrheit hast, mit 2 Punkten pro Plättchen, als wäre das Spiel vorbei. Die Gefolgsleute auf der Straße gehen an ihre Besitzer zurück.
christmas-unfinished-city-title = Unfertige Stadt, +1 pro Plättchen
christmas-unfinished-city-text = Werte eine unfertige Stadt, in der du die Mehrheit hast, mit 2 Punkten pro Plättchen und 1 pro Wappen, als wäre das Spiel vorbei, aber mit 1 Punkt mehr pro Plättchen. Die Gefolgsleute in der Stadt gehen an ihre Besitzer zurück.
christmas-unfinished-cloister-title = Unfertiges Kloster
christmas-unfinished-cloister-text = Werte ein unfertiges Kloster, in dem du die Mehrheit hast, mit 1 Punkt pro umliegendem Plättchen, das Kloster selbst nicht mitgezählt. Die Gefolgsleute auf dem Kloster gehen an ihre Besitzer zurück.
christmas-follower-farm-title = Gefolgsmann auf eine Wiese
christmas-follower-farm-text = Setze einen Gefolgsmann auf eine unbesetzte Wiese. Sie darf auf einem früher gelegten Plättchen liegen.
christmas-follower-road-title = Gefolgsmann auf eine Straße
christmas-follower-road-text = Setze einen Gefolgsmann auf eine unbesetzte Straße. Sie darf auf einem früher gelegten Plättchen liegen.
christmas-follower-city-title = Gefolgsmann in eine Stadt
christmas-follower-city-text = Setze einen Gefolgsmann in eine unbesetzte Stadt. Sie darf auf einem früher gelegten Plättchen liegen.
christmas-loop-road-title = Ringstraße, doppelt
christmas-loop-road-text = Spiele sie, wenn eine fertige Straße, die einen geschlossenen Ring bildet, gewertet wird und du dort die Mehrheit hast: Du bekommst 2 Punkte pro Plättchen.
christmas-shield-title = Schild
christmas-shield-text = Lege ihn ab, um eine Wegrand-Karte abzuwehren, die jemand gegen dich einsetzt, auch außerhalb deines Zugs. Beide Karten werden abgelegt.
christmas-draw-two-title = Zwei Plättchen ziehen
christmas-draw-two-text = Ziehe in diesem Zug zwei Plättchen, lege aber nach den Regeln nur eines. Das andere kommt aus dem Spiel.
christmas-city-pennants-title = Stadt mit Wappen
christmas-city-pennants-text = Spiele sie, wenn eine fertige Stadt mit Wappen gewertet wird und du dort die Mehrheit hast: Du bekommst 2 Punkte pro Plättchen und 3 Punkte pro Wappen.
christmas-city-plain-title = Stadt ohne Wappen
christmas-city-plain-text = Spiele sie, wenn eine fertige Stadt ohne Wappen gewertet wird und du dort die Mehrheit hast: Du bekommst 3 Punkte pro Plättchen.
christmas-return-follower-title = Gefolgsmann zurücknehmen
christmas-return-follower-text = Nimm einen deiner Gefolgsleute von einem beliebigen Plättchen zurück in deinen Vorrat.
christmas-supply-title = Gefolgsleute im Vorrat
christmas-supply-text = Am Spielende: 2 Punkte für jeden Gefolgsmann, der noch in deinem Vorrat ist.
christmas-farm-cities-title = Städte an Wiesen
christmas-farm-cities-text = Am Spielende: Für jede Wiese, in der du die Mehrheit hast, 1 Punkt mehr pro fertiger Stadt.
christmas-shared-farm-title = Geteilte Wiese
christmas-shared-farm-text = Am Spielende: Bei jeder Wiese, deren Mehrheit du teilst, 1 Punkt mehr pro fertiger Stadt.
christmas-occupy-farm-title = Auf eine besetzte Wiese
christmas-occupy-farm-text = Setze einen Gefolgsmann auf eine Wiese, die eine andere Person besetzt.
christmas-occupy-road-title = Auf eine besetzte Straße
christmas-occupy-road-text = Setze einen Gefolgsmann auf eine Straße, die eine andere Person besetzt.
christmas-occupy-city-title = In eine besetzte Stadt
christmas-occupy-city-text = Setze einen Gefolgsmann in eine Stadt, die eine andere Person besetzt.
christmas-occupy-cloister-title = Auf ein besetztes Kloster
christmas-occupy-cloister-text = Setze einen Gefolgsmann auf ein Kloster, das eine andere Person besetzt.
christmas-lay-down-cloister-title = Hinlegen: Kloster
christmas-lay-down-cloister-text = Lege alle Gefolgsleute auf einem Kloster hin; später dazukommende liegen ebenso. Ist es fertig, bleiben sie bis zum Spielende liegen, und seine Punkte gibt es erst dann.
christmas-lay-down-road-title = Hinlegen: Straße
christmas-lay-down-road-text = Lege alle Gefolgsleute auf einer Straße hin; später dazukommende liegen ebenso. Ist sie fertig, bleiben sie bis zum Spielende liegen, und ihre Punkte gibt es erst dann.
christmas-lay-down-city-title = Hinlegen: Stadt
christmas-lay-down-city-text = Lege alle Gefolgsleute in einer Stadt hin; später dazukommende liegen ebenso. Ist sie fertig, bleiben sie bis zum Spielende liegen, und ihre Punkte gibt es erst dann.
christmas-tiebreaker-road-title = Gleichstand: Straße
christmas-tiebreaker-road-text = Herrscht auf einer deiner Straßen Gleichstand, zählst du, als hättest du dort einen Gefolgsmann mehr. Zwei solche Karten auf einer Straße heben sich auf.
christmas-tiebreaker-city-title = Gleichstand: Stadt
christmas-tiebreaker-city-text = Herrscht in einer deiner Städte Gleichstand, zählst du, als hättest du dort einen Gefolgsmann mehr. Zwei solche Karten in einer Stadt heben sich auf.
christmas-tiebreaker-cloister-title = Gleichstand: Kloster
christmas-tiebreaker-cloister-text = Herrscht auf einem deiner Klöster Gleichstand, zählst du, als hättest du dort einen Gefolgsmann mehr. Zwei solche Karten auf einem Kloster heben sich auf.
christmas-swap-cloister-title = Tausch auf einem Kloster
christmas-swap-cloister-text = Tausche einen deiner Gefolgsleute auf einem Kloster gegen den Gefolgsmann einer anderen Person auf einem anderen Kloster.
christmas-swap-city-title = Tausch in einer Stadt
christmas-swap-city-text = Tausche einen deiner Gefolgsleute in einer Stadt gegen den Gefolgsmann einer anderen Person in einer anderen Stadt.
christmas-swap-road-title = Tausch auf einer Straße
christmas-swap-road-text = Tausche einen deiner Gefolgsleute auf einer Straße gegen den Gefolgsmann einer anderen Person auf einer anderen Straße.
christmas-swap-farm-title = Tausch auf einer Wiese
christmas-swap-farm-text = Tausche einen deiner Gefolgsleute auf einer Wiese gegen den Gefolgsmann einer anderen Person auf einer anderen Wiese.
christmas-choose-placement-title = Nächsten Anlegeort wählen
christmas-choose-placement-text = Die nächste Person muss ihr Plättchen dort anlegen, wo du es bestimmst.
christmas-farm-tiebreaker-title = Gleichstand: Wiese
christmas-farm-tiebreaker-text = Am Spielende: Teilst du eine Wiese mit jemandem, zählst du, als hättest du dort einen Gefolgsmann mehr. Zwei solche Karten auf einer Wiese heben sich auf.

## Christmas Present on the game screen
xp-draw = { $deck }-Karte (noch { $count })
xp-discard-pile = Ablagestapel ({ $count })
xp-discard-empty = Der Ablagestapel ist leer.
xp-hand-count = { $name }: { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
xp-show-hand = Hand von { $name } zeigen
xp-hand-of = Hand von { $name }
xp-hand-empty = Keine Karten.
xp-private = Nur { $name } schaut hin; bei der nächsten Aktion wird sie wieder verdeckt.
xp-peek = { $name }: ansehen
xp-hide = Verdecken
xp-choose = Spielen…
xp-play-it = Ausspielen
xp-discard = Ablegen
xp-use = Einsetzen
xp-no-target = Kein gültiges Ziel: ablegen
xp-tiles = Plättchen
xp-pennants = Wappen
xp-surrounding = Plättchen ringsum
xp-followers = Wie viele Gefolgsleute im Vorrat?
xp-cities = Wie viele fertige Städte?
xp-points-preview = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
xp-other-holders = Die anderen Beteiligten des Gebiets:
xp-with = Mit { $name }
xp-against-whom = Eingesetzt gegen (die anderen mit Gefolgsleuten dort):
xp-with-whom = Mit (die anderen mit Gefolgsleuten dort):
xp-against = Gegen { $name }
xp-shield-yes = { $name }: ja, mit Schild
xp-shield-no = { $name }: nein
xp-reveal = Aufdecken für { $name }
xp-in-play = Ausliegend:
xp-in-play-card = { $title } ({ $name })
xp-end-in-play = Ablegen
xp-deferred-none = Aufgeschobene Punkte: keine
xp-hands-left = Übrige Handkarten (ohne Wirkung): { $list }
xp-hands-left-none = Es blieben keine Handkarten übrig.
xp-deferred = Aufgeschobene Punkte: { $list }
xp-defer = { $kind } aufschieben
xp-laid-down = Hingelegt

## Home: finished games, deleting, totals
home-state-won = Beendet · gewonnen von { $names }
home-in-progress = Laufend
home-finished = Beendete Spiele
home-delete = Löschen
home-delete-ask = Das Spiel von { $names }, begonnen { $started }, löschen? Die Datei wird entfernt; das lässt sich nicht rückgängig machen.
home-delete-yes = Löschen
home-delete-no = Behalten
home-totals = Gesamt
home-hide-totals = Gesamt ausblenden
home-totals-player = Spieler
home-totals-played = Gespielt
home-totals-won = Gewonnen

## Final scoring: Christmas Present's steps
final-step-end-cards = Endkarten
final-step-deferred = Aufgeschoben
final-end-cards-next = Deckt die Endkarten im Weihnachtsgeschenk-Bereich auf, beginnend mit der Startperson: { $name } ist dran. Danach kommen die letzten Gebiete.
final-end-cards-done = Alle Endkarten sind aufgedeckt; die übrigen Handkarten wurden gezeigt.
final-end-cards-line = { $name }: { $points } aus Endkarten
final-deferred-hint = Die Punkte der Gebiete mit hingelegten Gefolgsleuten, im Verzeichnis vorgemerkt, sind ausgezahlt (Schritt 4):
final-deferred-line = { $name }: { $points } aufgeschoben

## At the table: modes, questions, notices, keys
mode-points = Punkte
mode-count = Zählen
mode-correct = Korrektur
entry-preview = { $name } +{ $points }
entry-preview-type = { $names }: Punkte eingeben
entry-preview-nobody = Tippt an, wer punktet
entry-preview-correct = Korrektur für { $name }: +{ $points } oder −{ $points }
entry-preview-correct-type = Korrektur für { $name }: Punkte eingeben
entry-another-tile-none = Kein Plättchen mehr zum Ziehen
entry-correct-one-player = Wählt eine Person für die Korrektur.
correct-hint = Eine Korrektur, keine Wertung: Sie ändert die Summe einer Person und sonst nichts.
correct-add = + Dazu
correct-take-away = − Weg
count-tiles = Plättchen
count-pennants = Wappen
count-complete = Die Stadt ist fertig
count-neighbours = Plättchen um das Kloster
count-score = { $points } werten ({ $kind })
ask-extra-turn = Ein Extrazug für wen?
ask-final-scoring = Die Schlusswertung beginnen? Danach gibt es keine Züge mehr (Zurück holt sie zurück).
ask-final-scoring-tiles = { $count ->
    [one] Im Nachziehstapel liegt noch 1 Plättchen. Trotzdem die Schlusswertung beginnen? Danach gibt es keine Züge mehr (Zurück holt sie zurück).
   *[other] Im Nachziehstapel liegen noch { $count } Plättchen. Trotzdem die Schlusswertung beginnen? Danach gibt es keine Züge mehr (Zurück holt sie zurück).
}
ask-final-scoring-yes = Schlusswertung beginnen
ask-cancel = Abbrechen
game-tiles = Plättchen übrig
ask-tiles = Plättchen übrig im Nachziehstapel: { $count }
ask-tiles-hint = Der Zähler sagt { $now }: tippe, was der Stapel hat.
ask-tiles-set = Auf { $count } setzen
notice-done = Erledigt: { $what }
notice-undo = Rückgängig
game-keys = Tasten ?
keys-title = Tasten
keys-close = Schließen
keys-digits = die Punkte eingeben
keys-backspace-clear = letzte Ziffer löschen, alles löschen (Esc schließt auch eine Frage)
keys-players = Personen 1 bis 6 wählen (oder „für wen?“ beantworten)
keys-kinds = als Straße, Stadt, Kloster, Wiese werten
keys-score = die Punkte werten (eine Frage bestätigen)
keys-modes = Punkte, Zählen, Korrektur
keys-correct = dazu oder weg, bei einer Korrektur
keys-figure = zwischen Meeple und Botin wechseln (Die Botschaften)
keys-switch = der Schalter unter Werten (Weihnachtsgeschenk: hingelegt)
keys-end-turn = Zugende
keys-another-tile = weiteres Plättchen
keys-extra-turn = Extrazug (fragt, für wen)
keys-history = Verlauf zeigen oder ausblenden
keys-undo-redo = zurück, vor (auch Strg+Umschalt+Z)
keys-scale = größer, kleiner, normale Größe
keys-fullscreen = Vollbild
keys-this-list = diese Liste
history-correct-figure = Korrektur: { $name } { $delta } ({ $figure })
home-unreadable-count = { $count ->
    [one] ▸ 1 Datei ist nicht lesbar
   *[other] ▸ { $count } Dateien sind nicht lesbar
}
home-unreadable-folder = In { $folder }. Die App ändert oder löscht diese Dateien nie; Ausblenden nimmt eine nur aus dieser Liste, bis die App geschlossen wird.
home-unreadable-hide = Ausblenden
history-fix-setup = Aufbau korrigieren…
setup-fix-title = Aufbau korrigieren
setup-fix-hint = Ändert, was falsch aufgebaut wurde: eine vergessene Erweiterung oder Option, ein falsch geschriebener Name, eine vertauschte Farbe. Die Befehle des Spiels werden dann in einem Schritt auf dem neuen Aufbau wiederholt (Zurück holt den alten Aufbau zurück); passt einer nicht mehr, ändert sich nichts.
setup-fix-apply = Auf dieses Spiel anwenden
setup-fix-hands = Mit dieser Aufstellung neu gespielt, bekommen { $names } andere Karten auf die Hand: Deren Handys brauchen die neuen Codes.
setup-fix-stops = Das Spiel passt nicht zu diesem Aufbau: Befehl { $number } ({ $command }) hält es an: { $reason } Nichts wurde geändert.
notice-setup-fixed = Erledigt: Der Aufbau ist geändert und das Spiel darauf wiederholt
notice-setup-restored = Erledigt: Der alte Aufbau ist zurück
read-only = Dieses Spiel ist in einem anderen Fenster offen. Dieses Fenster zeigt es nur: Nichts, was hier geschieht, wird gespeichert. Schließt das andere Fenster und öffnet das Spiel dann hier erneut, um weiterzuspielen.

## The table screen (issue 19)
msg-dark = dunkel
gold-keypad-hint = Goldstücke eines Topfs mit den Tasten tippen oder mit − und +.
xp-tab = Karten
xp-shield-title = { $name }, ein Schild?
xp-shield-read-out = { $by } setzt „{ $title }“ gegen { $name } ein; abwehren geht nur mit einem Schild auf der Hand.
xp-shield-answer-yes = Ja, mit Schild abwehren
xp-shield-answer-no = Kein Schild
xp-over-limit = { $name } wirft { $excess ->
    [one] 1 Karte
   *[other] { $excess } Karten
} ab
notice-undone = Rückgängig gemacht: { $what }
notice-redone = Wiederhergestellt: { $what }
notice-done-then = Erledigt: { $what }, dann { $then }
settle-refused = Nicht ausgeführt
settle-extra-turn = { $count ->
    [one] Ein Extrazug verdient
   *[other] { $count } Extrazüge verdient
}
settle-next-step = { $name }: Punkte tippen und Art wählen, oder Zugende
settle-final-step = Schlusswertung: Schritt für Schritt rechts
game-menu = Menü
keys-menu = das Menü: Extrazug, Schlusswertung, Pause, Export, Übersicht
keys-settle = die Hauptantwort auf das, was jetzt zu klären ist
keys-close-open = schließt, was offen ist (Frage, Hand, Menü)
final-settle-first = Erst „{ $step }“ erledigen, dann geht es weiter.

## The table screen: the entry, the settle area and the final scoring
final-step-number = Schritt { $number } von { $count }
final-step-of = Schritt { $number } von { $count }: { $step }
ask-extra-turn-tap = Auf den Punktestand der Person tippen (oder F1–F6).
settle-extra-turn-for = { $name }: { $reason }
settle-everyone = Alle
notice-redo = Wiederholen
entry-figures-all = { $messengers } von { $holders } auf der Botin (M wechselt)
final-add-key = Eintragen
count-score-key = { $points } werten
final-back = Zurück: { $step }
final-type-count = Zuerst die Anzahl tippen.
xp-to-hand = ← Hand
xp-hand-hint = Eine Karte antippen, um sie zu lesen, zu spielen oder abzuwerfen.
game-tile-number = Plättchen { $number }
entry-preview-holders = je +{ $points } für { $count } Personen
entry-preview-type-holders = { $count } Personen: Punkte eingeben
final-add-holders = je { $points } ({ $kind }) für { $count } Personen eintragen

## Issue 16: the deferred points at step 4 (RULES F1, XP7)
error-christmas-pay-at-final-scoring = Aufgeschobene Punkte werden in der Schlusswertung ausgezahlt, nach den letzten Gebieten.
error-christmas-already-paid = Die aufgeschobenen Punkte sind schon ausgezahlt.
error-christmas-features-over = Die aufgeschobenen Punkte sind ausgezahlt; mach das rückgängig, um weitere Gebiete zu werten.
history-christmas-pay-deferred = Schritt 4 der Schlusswertung

## Issue 16: older saves with a command refused now (save format 3)
store-no-longer-allowed = dieses Spiel wurde von einer älteren Version gespeichert, und sein Befehl { $command } ist nicht mehr erlaubt: { $reason }
store-no-longer-allowed-undone = dieses Spiel wurde von einer älteren Version gespeichert, und sein rückgängig gemachter Befehl { $command } ist nicht mehr erlaubt: { $reason }
read-only-older = Nur lesen: { $reason } Das Spiel wird gezeigt, wie es gespeichert wurde; nichts, was hier geschieht, wird gespeichert.
final-deferred-owed-hint = Die Punkte der Gebiete mit hingelegten Gefolgsleuten warten im Verzeichnis; sie werden nach den letzten Gebieten ausgezahlt:
final-pay-deferred = Aufgeschobene Punkte auszahlen
final-features-paid = Die aufgeschobenen Punkte sind ausgezahlt (Schritt 4), also werden keine weiteren Gebiete gewertet.
final-undo-payment = Auszahlung rückgängig machen, um weiter zu werten

## Issue 16: MSG8, the messenger has left the track
error-messages-messenger-left = Die Botinnen haben die Zählleiste bei der Schlusswertung verlassen.

## Issue 16: XP4, refusals that reveal no hand
error-christmas-not-your-turn-discard = { $name } darf nur im eigenen Zug eine Karte abwerfen.

## Issue 16: message 4 (RULES MSG6, T6)
hold-message-no-tile = Botschaft 4 ({ $title }) wartet: Es ist kein Plättchen mehr übrig, also kann sie nicht ausgeführt werden; nimm die 2 Punkte.
error-messages-points-for-another-tile = Botschaft 4 gibt ein weiteres Plättchen, keine Punkte: Führe sie aus oder nimm die 2 Punkte.

## Issue 16: XP2, only roads, cities and cloisters are laid down
error-christmas-not-laid-down = Punkte für { $kind } können nicht aufgeschoben werden: Nur die Gefolgsleute auf einer Straße, Stadt oder einem Kloster werden hingelegt.

## Issue 16: clearer refusals
error-gold-nothing-to-give = Gib mindestens einen Goldbarren.

## Issue 21: Phones and TV (the app's panel)
share-open = Handys und TV
share-title = Handys und TV
share-intro = Zeigt das Spiel auf jedem Handy und dem Fernseher in diesem Netz: Adresse öffnen oder Code scannen. Nichts wird über dieses Netz hinaus gesendet.
share-address = Adresse
share-port = Port
share-start = Starten
share-stop = Beenden
share-close = Schließen
share-listening = Offen unter { $address }
share-pages = { $count ->
    [one] 1 Seite verbunden
   *[other] { $count } Seiten verbunden
}
share-table-page = Die Tischseite, für alle
share-private = Jede Person sieht und spielt ihre Hand auf dem eigenen Handy und beantwortet dort, was sie gefragt wird. Einen Namen antippen, um den Code dieser Person zu zeigen.
share-private-act = Jede Person beantwortet auf dem eigenen Handy, was sie gefragt wird. Einen Namen antippen, um den Code dieser Person zu zeigen.
share-private-post = An BG Stats senden, vom eigenen Handy jeder Person. Einen Namen antippen, um den Code dieser Person zu zeigen.
share-claimed-legend = Auf dem eigenen Handy geöffnet: { $count } von { $total }
share-claimed = { $name }: auf dem eigenen Handy
share-rescan = { $name }: neuen Code scannen
share-new-links = Neue Links
share-new-links-hint = Neue Links ersetzen jeden privaten Link: Ein Handy, das einen hatte, muss neu scannen.
share-code-of = Nur { $name } scannt diesen Code; das erste Handy, das ihn öffnet, behält ihn. Er verschwindet bei der nächsten Aktion.
share-read-only = Dieses Spiel ist in diesem Fenster schreibgeschützt und kann von hier nicht auf Handys gezeigt werden.
share-failed = Start nicht möglich: { $reason }
share-no-network = Kein Netz gefunden: Die Seiten lassen sich nur auf diesem Computer öffnen.
share-bad-address = Keine Adresse: { $address }
share-address-everywhere = { $address } bedeutet alle Netzwerke zugleich: Ein Handy kann das nicht öffnen. Bitte die eigene Adresse dieses Computers im Netzwerk eingeben.
share-address-group = { $address } ist eine Multicast- oder Broadcast-Adresse, nicht die dieses Computers. Bitte die eigene Adresse dieses Computers im Netzwerk eingeben.
share-address-not-here = { $address } ist keine Adresse dieses Computers, daher kann darauf nichts lauschen. Bitte die eigene Adresse dieses Computers im Netzwerk eingeben.
share-bad-port = Der Port muss eine Zahl von 1024 bis 65535 sein.

## Issue 21: Phones and TV (the pages)
share-live = Live
share-lost = Verbindung verloren · Stand von { $time }
share-retry = Neuer Versuch in { $seconds } s
share-revoked = Dieser Link wurde ersetzt. Bitte am Tisch um den neuen Code.
share-scores = Punkte
share-queue = Zusätzliche Züge
share-settle = Jetzt
share-follow = Auf dem Handy mitverfolgen
share-cards = Weihnachtsgeschenk
share-in-play = Karten im Spiel
share-hands = Karten auf der Hand
share-result = Ergebnis
share-gold-held = { $count ->
    [one] 1 Gold
   *[other] { $count } Gold
}
share-cards-held = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
share-extra-turn-of = Zusätzlicher Zug: { $name } ({ $reason })
share-game-over = Spiel vorbei
share-turn-number = Zug { $number }
share-deck = { $deck }: { $count }
share-play-now = Jetzt spielbar
share-shield-now = Jetzt damit antworten
share-reveal-now = Jetzt aufdecken
share-discard-now = { $excess ->
    [one] Wirf 1 Karte ab, bevor dein Zug endet
   *[other] Wirf { $excess } Karten ab, bevor dein Zug endet
}
share-private-note = Nur auf diesem Handy. Die anderen sehen, wie viele Karten du hast, nie welche.
share-post-bgstats = An BG Stats senden
keys-counts = eins mehr oder weniger in einer Anzahl; in einer Korrektur: dazu oder weg
keys-answers = die anderen Antworten auf das, was zu klären ist (der Buchstabe steht darauf)
keys-steps = der nächste oder der vorige Schritt der Schlusswertung
keys-fields = in einem Formular mit zwei Zahlen: das andere Feld
keys-turn-actions = die weiteren Zug-Knöpfe der Leiste (ein Goldplättchen, eine Karte ziehen, Plättchen fertig), mit dem Buchstaben auf jedem
keys-menu-items = im Menü: ein Extrazug, die übrigen Plättchen, die Schlusswertung, Pause, Export, Handys und TV, Start, Sprache
read-only-no-lock = Dieses Fenster kann dieses Spiel nicht sperren ({ $reason }) und speichert hier deshalb nichts: Ohne die Sperre könnte ein anderes Fenster es überschreiben. Speichere es als neues Spiel oder kopiere es als Notation, um zu behalten, was du tust.
read-only-lock-lost = Dieses Fenster hat die Sperre auf dieses Spiel verloren ({ $reason }). Vielleicht speichert es ein anderes Fenster, darum wird hier ab jetzt nichts gespeichert. Speichere es als neues Spiel oder kopiere es als Notation, um es zu behalten.
read-only-unknown = Dieses Spiel wurde mit Teilen gespeichert, die diese Version nicht kennt ({ $fields }). Es wird nur angezeigt und seine Datei nie neu geschrieben; speichere es als neues Spiel, um ohne diese Teile weiterzuspielen.
close-unsaved = { $count ->
    [one] 1 Änderung an diesem Spiel ist nicht gespeichert und ginge verloren, wenn sich das Fenster jetzt schließt.
   *[other] { $count } Änderungen an diesem Spiel sind nicht gespeichert und gingen verloren, wenn sich das Fenster jetzt schließt.
}
offer-save-as-new = Als neues Spiel speichern
offer-copy-notation = Als Notation kopieren
offer-close-anyway = Trotzdem schließen
offer-keep-open = Fenster offen lassen
home-delete-failed = Dieses Spiel konnte nicht gelöscht werden: { $reason }
home-checking = Die gespeicherten Spiele werden geprüft…
home-not-checked = noch nicht geprüft

## Issue 27: window
leave-unsaved = { $count ->
    [one] 1 Änderung an diesem Spiel ist nicht gespeichert und ginge verloren, wenn ihr es jetzt verlasst.
   *[other] { $count } Änderungen an diesem Spiel sind nicht gespeichert und gingen verloren, wenn ihr es jetzt verlasst.
}
offer-discard = Änderungen verwerfen
offer-keep = Im Spiel bleiben
save-as-new-failed = Das Spiel konnte nicht als neues Spiel gespeichert werden: { $reason }. Es ist noch hier; noch ist nichts verloren.
read-only-replaced = Dieses Fenster speichert dieses Spiel nicht mehr: { $reason }, seit es geöffnet oder gespeichert wurde, und Speichern würde jene Fassung verwerfen. Speichere es als neues Spiel oder kopiere es als Notation, um zu behalten, was hier geschieht.
home-delete-unsaved = Dieses Spiel wurde nicht gelöscht: Dieses Fenster hat seinen letzten Stand noch nicht gespeichert. Öffnet es, um zu sehen warum, oder wartet, bis das Speichern wieder klappt.
store-changed-outside = das Spiel „{ $id }“ wurde nicht gespeichert: { $change }, seit dieses Fenster es geöffnet oder gespeichert hat
store-change-appeared = eine Datei mit seinem Namen ist aufgetaucht
store-change-removed = seine Datei wurde entfernt
store-change-replaced = seine Datei wurde von einem anderen Programm ersetzt
store-change-changed = seine Datei wurde von einem anderen Programm geändert

## Issue 27: store
store-no-such-format = die Datei nennt sich Format { $format }, das es nie gab; diese Version liest die Formate 1 bis { $max }
store-too-large-to-save = das Spiel ist zu groß zum Speichern: { $size } MB, ein gespeichertes Spiel darf höchstens { $max } MB haben; es wurde nichts geschrieben
note-older-format = älteres Format: nicht gegen Beschädigung geschützt
note-changed-outside = außerhalb der App geändert: öffnet schreibgeschützt; importiere es als neues Spiel, um weiterzuspielen
note-unknown = öffnet schreibgeschützt: es enthält Teile, die diese Version nicht kennt ({ $fields })
note-older-rules = öffnet schreibgeschützt: von einer älteren Version gespeichert; Befehl { $command } ist nicht mehr erlaubt: { $reason }
note-older-rules-undone = öffnet schreibgeschützt: von einer älteren Version gespeichert; der rückgängig gemachte Befehl { $command } ist nicht mehr erlaubt: { $reason }
read-only-changed-outside = Die Datei dieses Spiels wurde außerhalb der App geändert (von Hand, von einem anderen Programm oder durch Beschädigung): Es wird schreibgeschützt gezeigt und nie überschrieben. Importiere es als neues Spiel, um weiterzuspielen.
offer-import-as-new = Als neues Spiel importieren
error-name-too-many-marks = Der Name „{ $name }“ hat ein Zeichen mit { $marks } Akzenten oder anderen kombinierenden Zeichen; höchstens { $max } passen auf eines.
error-name-too-many-bytes = Der Name „{ $name }“ ist zu lang: { $bytes } Bytes; höchstens { $max } passen.

table-refused-stale = Nicht ausgeführt: Das Spiel hat sich geändert, seit diese Seite gezeigt wurde. Sieh noch einmal nach und versuche es erneut.
table-refused-no-game = Nicht ausgeführt: Es wird kein Spiel gezeigt.
table-refused-cannot-save = Der Laptop kann gerade nicht speichern; spiele das am Laptop.
table-refused-not-yours = Nicht ausgeführt: Das ist Sache des Laptops, nicht eines Handys.
table-refused-not-own-last = Nicht ausgeführt: Nur die eigene letzte Aktion kann zurückgenommen werden, solange danach nichts geschehen ist.
notice-phone = Vom Handy von { $name }: { $what }
history-from-phone = vom Handy von { $name }
share-act-unknown = Nicht ausgeführt: Das wird hier nicht mehr angeboten. Sieh noch einmal nach.
share-act-bad-values = Nicht ausgeführt: Eine Anzahl oder Wahl ist hier nicht erlaubt.
share-act-foreign = Nicht ausgeführt: Nur die eigene Seite dieses Spiels darf handeln.
share-act-too-fast = Nicht ausgeführt: Zu viele Tipper auf einmal. Warte einen Moment.
share-act-too-big = Nicht ausgeführt: Die Anfrage ist zu groß.
share-act-busy = Der Laptop hat nicht rechtzeitig geantwortet. Sieh nach und versuche es erneut.
share-act-not-on-show = Der Laptop zeigt das Spiel gerade nicht; spiele das am Laptop.
share-act-undo = Meine letzte Aktion zurücknehmen
share-act-sending = Wird gesendet…
share-act-done = Erledigt
share-act-failed = Nicht gesendet: Der Laptop ist nicht erreichbar. Versuche es erneut.
share-act-yours = Du bist gefragt
share-act-again = Erneut senden

## Statistik über Partien
stats-record-highest-total = Höchste Punktzahl
stats-record-biggest-margin = Größter Vorsprung
stats-record-most-extra-turns = Meiste Extrazüge in einer Partie
stats-record-longest-message-chain = Längste Kette von Botschaften in einem Zug

## The stats screen
home-stats = Statistik
stats-back = Start
stats-title = Statistik
stats-reading = Die gespeicherten Spiele werden gelesen …
stats-no-games = Noch ist kein Spiel beendet: Die Statistik zählt beendete Spiele.
stats-none-match = Kein beendetes Spiel passt zu dieser Auswahl.
stats-this-evening = Heute Abend
stats-this-month = Diesen Monat
stats-this-year = Dieses Jahr
stats-all-time = Alle Spiele
stats-filters = Spieler, Erweiterungen …
stats-filters-fold = Auswahl einklappen
stats-counted-with = { $counted } mit { $only }
stats-player = Spieler
stats-players = Wer gewinnt
stats-with-players = Nur Spiele mit:
stats-with-expansions = Nur Spiele mit der Erweiterung:
stats-games-counted = { $games ->
    [one] 1 Spiel gezählt
   *[other] { $games } Spiele gezählt
}
stats-left-out = { $counted } · nicht gezählt: { $in_progress } laufend, { $read_only } schreibgeschützt, { $unreadable } unlesbar
stats-merged = Zusammengeführte Namen
stats-merged-hint = Jede Schreibweise zählt als der Name danach, hier und in der Kommandozeile.
stats-counts-as = { $name } zählt als { $into }
stats-unmerge = Wieder trennen
stats-same-person = Dieselbe Person wie …
stats-merge-into = → { $name }
stats-same-person-hint = Tippe den Namen, unter dem diese Person auch spielte: Beide zählen als dieser Name.
stats-rival = Schlägt am öftesten: { $name } ({ $record })
stats-nemesis = Verliert am öftesten gegen: { $name } ({ $record })
stats-seat = Platz { $seat }: { $rate } von { $games }
stats-by-seat = Siege nach Sitzplatz (1 ist der Startspieler)
stats-count-line = { $players } Spieler: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, im Schnitt { $average }
stats-by-count = Durchschnitt nach Spielerzahl
stats-with-without = mit { $with } · ohne { $without }
stats-games = Spiele
stats-wins = Siege
stats-win-rate = Siegquote
stats-average = Schnitt
stats-best = Bestes
stats-worst = Tiefstes
stats-last-games = { $games ->
    [one] Das letzte Spiel
   *[other] Die letzten { $games } Spiele
}
stats-points-from = Woher die Punkte kamen
stats-share = { $part } { $percent }
stats-evening-name = Abend benennen
stats-evening-name-hint = Ein Name für diesen Spieleabend, etwa „Weihnachten 2026“
stats-evening-keep = Behalten
stats-evening-cancel = Abbrechen
stats-records = Rekorde
stats-evenings = Spieleabende
stats-evening = { $day }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}
stats-standing = { $name } { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}, { $points }
stats-rate-of = { $rate } von { $games }
stats-percent = { $percent } %
decimal-point = ,
date-day = { $weekday }, { $day }. { $month } { $year }
