# Das Tollgate-Dashboard auf Deutsch. Dieselben Meldungen und Variablen wie en.ftl (test/web/locales.test.ts).

## Der Rahmen: Anmeldung, Kopfzeile, Navigation, Sprachmenü

page-title = { $screen } · Tollgate
sign-in-title = Anmelden · Tollgate
signing-in = Sie werden angemeldet…
session-ended = Ihre Sitzung ist beendet (abgemeldet, abgelaufen oder ihr Schlüssel widerrufen); bitte melden Sie sich erneut an.
link-refused = Dieser Anmeldelink wurde schon benutzt oder ist abgelaufen; senden Sie dem Bot erneut /dashboard.
sign-in-refused = Diese Bot-ID und dieser API-Schlüssel passen zu keinem aktiven Schlüssel; bitte prüfen Sie beides.
sign-in-admins = Admins: Senden Sie dem Bot { $command } in einem privaten Chat und öffnen Sie den Link aus seiner Antwort.
sign-in-keys = Oder melden Sie sich mit Ihrer Bot-ID und einem API-Schlüssel an: einem aus { $command } oder einem, den Sie nach der Anmeldung unter „Schlüssel“ erstellen.
sign-in-bot-id = Bot-ID
sign-in-api-key = API-Schlüssel
sign-in-api-key-hint = Wird nur in diesem Browser-Tab gespeichert; wenn Sie den Tab schließen, werden Sie abgemeldet.
sign-in = Anmelden
skip-to-content = Zum Inhalt
header-bot = Bot { $bot } · Stufe { $level }
sign-out = Abmelden
sections = Bereiche
language = Sprache
screen-needs = Der Bereich „{ $screen }“ erfordert Stufe { $needed }; Sie haben Stufe { $level }.
not-shown-part = { $screens } (Stufe { $level })
not-shown = Auf Ihrer Stufe ({ $level }) ausgeblendet: { $parts }.

screen-overview = Übersicht
screen-analytics = Analysen
screen-orders = Bestellungen
screen-plans = Tarife
screen-chats = Chats
screen-projects = Projekte
screen-members = Mitglieder
screen-subscriptions = Abos
screen-coupons = Gutscheine
screen-forms = Formulare
screen-codes = Zugangscodes
screen-commands = Befehle
screen-texts = Texte
screen-admins = Admins
screen-activity = Aktivität
screen-webhooks = Webhooks
screen-keys = Schlüssel
screen-settings = Einstellungen

## Gemeinsame Teile

try-again = Erneut versuchen
working = Wird ausgeführt…
cancel = Abbrechen
save = Speichern
copy = Kopieren
copied = Kopiert
loading = Wird geladen…
list-separator = {", "}
never = nie
none = keine
so-far = (bisher)
needs = { $what } erfordert Stufe { $needed }; Sie haben Stufe { $level }.
zone-hint = In der Zeitzone des Bots ({ $zone }).
zone-hint-unknown = In der Zeitzone des Bots.
level-option = { $level } · { $powers }
level-2 = Flood-Schutz
level-3 = Analysen und Rundsendungen
level-4 = Chats, Sperren und Tarife
level-5 = Exporte
level-6 = Backups, Gutscheine und Formulare
level-7 = Mitglieder und Projekte
level-8 = alles
plan-field = Tarif
plan-fallback = Tarif { $id }

length-lifetime = unbegrenzt
length-until = bis { $date }
length-years = { $count ->
    [one] { $count } Jahr
   *[other] { $count } Jahre
}
length-months = { $count ->
    [one] { $count } Monat
   *[other] { $count } Monate
}
length-weeks = { $count ->
    [one] { $count } Woche
   *[other] { $count } Wochen
}
length-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}

## Abos in den Tabellen

column-subscription = Abo
column-member = Mitglied
column-plan = Tarif
column-state = Status
column-source = Herkunft
column-ends = Endet
column-problem = Problem
column-actions = Aktionen
subscription-state = { $state ->
    [active] aktiv
    [canceled] gekündigt
    [expired] abgelaufen
    [revoked] widerrufen
   *[other] { $state }
}
subscription-state-trial = { $state } (Test)
subscription-state-recurring = { $state }, wiederkehrend
subscription-source = { $source ->
    [payment] Zahlung
    [trial] Testphase
    [code] Code
    [grant] Freischaltung
   *[other] { $source }
}
subscription-ended = Beendet
subscription-new-end = Neues Ende von Abo { $id }
subscription-new-end-hint = { $zone } Leer: unbegrenzt.
subscription-save-end = Ende speichern
subscription-change-end-of = Ende ändern – Abo { $id }
subscription-change-end = Ende ändern
subscription-cancel-renewals = Verlängerungen von Abo { $id } beenden
subscription-cancel-renewals-question = Verlängerungen beenden? Der Zugang gilt bis zum Ende des bereits bezahlten Zeitraums.
subscription-stop-renewals = Verlängerungen beenden
subscription-revoke = Abo { $id } widerrufen
subscription-revoke-question = Abo { $id } widerrufen? { $member } verliert sofort den Zugang und wird aus den Chats entfernt.
revoke = Widerrufen
member-fallback = Mitglied { $id }

## Diagramme und Kohorten

chart-period = Zeitraum
chart-revenue = Umsatz
chart-sales = Verkäufe
chart-revenue-axis = Umsatz ({ $currency })
movements-axis = MRR-Änderung ({ $currency })
movement-new = Neu
movement-reactivation = Reaktivierung
movement-expansion = Expansion
movement-contraction = Kontraktion
movement-churned = Abgewandert
movement-net = Nettoänderung
cohorts-caption = Mitglieder, die weiter zahlen, nach Monat ihrer ersten Zahlung
cohorts-cohort = Kohorte
cohorts-members = Mitglieder
cohorts-month = Monat { $month }
cohorts-cell = { $count } von { $members } zahlen am Ende von Monat { $month } noch ({ $percent })
cohorts-cell-now = { $count } von { $members } zahlen jetzt noch ({ $percent })

## Übersicht

overview-today = Heute
overview-this-month = Dieser Monat
overview-members = Mitglieder mit Zugang
overview-ending = Enden in 7 Tagen
overview-no-sales = Keine Verkäufe
overview-money = { $amount } · { $sales ->
    [one] { $sales } Verkauf
   *[other] { $sales } Verkäufe
}
overview-card-needs = Erfordert Stufe { $needed }; Sie haben Stufe { $level }.
overview-loading-totals = Summen werden geladen…
overview-loading-revenue = Umsatz wird geladen…
overview-revenue = Umsatz
overview-period = Zeitraum
overview-day = Tag
overview-month = Monat
overview-year = Jahr
overview-periods = Zeiträume
overview-currency = Währung
overview-no-sales-yet = { $unit ->
    [day] In diesen Tagen noch keine Verkäufe.
    [month] In diesen Monaten noch keine Verkäufe.
   *[year] In diesen Jahren noch keine Verkäufe.
}
overview-chart = { $unit ->
    [day] Umsatz in { $currency } pro Tag, { $from } bis { $to }: insgesamt { $total ->
        [one] { $total } Verkauf
       *[other] { $total } Verkäufe
    }. Die Tabelle darunter enthält alle Zahlen.
    [month] Umsatz in { $currency } pro Monat, { $from } bis { $to }: insgesamt { $total ->
        [one] { $total } Verkauf
       *[other] { $total } Verkäufe
    }. Die Tabelle darunter enthält alle Zahlen.
   *[year] Umsatz in { $currency } pro Jahr, { $from } bis { $to }: insgesamt { $total ->
        [one] { $total } Verkauf
       *[other] { $total } Verkäufe
    }. Die Tabelle darunter enthält alle Zahlen.
}
overview-table = { $unit ->
    [day] Umsatz und Verkäufe in { $currency } pro Tag
    [month] Umsatz und Verkäufe in { $currency } pro Monat
   *[year] Umsatz und Verkäufe in { $currency } pro Jahr
}

## Analysen

analytics-loading = Wiederkehrender Umsatz wird geladen…
analytics-loading-cohorts = Kohorten werden geladen…
analytics-recurring = Wiederkehrender Umsatz
analytics-recurring-none = Noch kein wiederkehrender Umsatz. MRR, Abwanderung und ihre Bewegungen erscheinen, sobald ein Mitglied einen Tarif mit Enddatum bezahlt (unbegrenzter Zugang, Freischaltungen, Testphasen und Zugangscodes bringen keinen wiederkehrenden Umsatz).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Zahlende Mitglieder
analytics-arpu = ARPU
analytics-arpu-none = derzeit zahlt niemand
analytics-churn = Abwanderung, letzte 30 Tage
analytics-ltv = LTV
analytics-ltv-none = keine Abwanderung, durch die man teilen könnte
analytics-nobody-pays = Derzeit zahlt niemand in { $currency }, und vor 30 Tagen auch nicht.
analytics-movements = MRR-Bewegungen
analytics-no-mrr = { $months ->
    [one] Kein MRR in { $currency } im letzten Monat.
   *[other] Kein MRR in { $currency } in den letzten { $months } Monaten.
}
analytics-mrr-start = MRR Anfang
analytics-mrr-end = MRR Ende
analytics-movements-table = MRR-Bewegungen in { $currency } pro Monat
analytics-movements-chart = MRR-Bewegungen in { $currency } pro Monat, { $from } bis { $to }: Der MRR ging von { $start } auf { $end }; insgesamt { $new } neu, { $reactivation } Reaktivierung, { $expansion } Expansion, { $contraction } Kontraktion und { $churned } abgewandert. Die Tabelle darunter enthält alle Zahlen.
analytics-trials = Kostenlose Testphasen
analytics-trials-none = Keine kostenlose Testphase in den letzten 90 Tagen. Ein Tarif mit Testphase (Tarife) lässt Mitglieder ihn ausprobieren, bevor sie zahlen.
analytics-trials-active = Aktive Testphasen
analytics-trials-started = Begonnen, letzte 90 Tage
analytics-trials-converted = Umgewandelt
analytics-trials-rate = Umwandlungsrate
analytics-cohorts = Kohorten
analytics-cohorts-none = Noch keine zahlenden Mitglieder: Hier erscheinen die neuen zahlenden Mitglieder jedes Monats und wie viele von ihnen Monat für Monat weiter zahlen.

## Aktivität

any = Alle
show = Anzeigen
activity-filter = Änderungen filtern
activity-made-by = Ausgeführt von
activity-anyone = Alle
activity-by-keys = API-Schlüssel
activity-by-admins = Admins
activity-by-members = Mitglieder
activity-by-system = Das System
activity-change = Änderung
activity-who-hint = Wer: ein API-Schlüssel, ein Admin (angemeldet oder mit einem Befehl im Bot), ein Mitglied im Bot oder das System (die Abo-Uhr, Telegram, Stripe, die Kommandozeile).
activity-loading = Änderungen werden geladen…
activity-more = Weitere Änderungen
activity-empty = Keine passenden Änderungen.
activity-caption = Änderungen, neueste zuerst
activity-when = Wann
activity-who = Wer
actor-key = Schlüssel { $id }
actor-admin = Admin { $id }
actor-member = Mitglied { $id }
actor-system = System
subject-order = Bestellung { $order }
subject-subscription = Abo { $subscription } von Mitglied { $member }
subject-member = Mitglied { $member }, Chat { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (Tarif { $plan })
subject-admin = Admin { $admin }: Stufe { $level }
subject-form = { $name } (Formular { $form }) von Mitglied { $member }
change-order-paid = Bestellung bezahlt
change-order-refunded = Bestellung erstattet
change-subscription-started = Abo begonnen
change-subscription-renewed = Abo verlängert
change-subscription-canceled = Verlängerung beendet
change-subscription-expiring = Erinnerung: Zugang endet bald
change-subscription-expired = Abo abgelaufen
change-subscription-revoked = Abo widerrufen
change-member-joined = Mitglied ist einem Chat beigetreten
change-member-removed = Mitglied hat einen Chat verlassen
change-member-muted = Mitglied wegen Floodings stummgeschaltet
change-member-banned = Mitglied gesperrt
change-member-unbanned = Sperre aufgehoben
change-chat-added = Chat hinzugefügt
change-chat-removed = Chat entfernt
change-plan-created = Tarif erstellt
change-plan-updated = Tarif geändert
change-admin-added = Admin hinzugefügt
change-admin-updated = Stufe eines Admins geändert
change-admin-removed = Admin entfernt
change-form-submitted = Formular ausgefüllt
change-command-changed = Befehl gespeichert
change-command-deleted = Befehl gelöscht
change-text-changed = Text geändert
change-text-deleted = Text wiederhergestellt

## Gemeinsame Listen und Formulare

remove = Entfernen
delete = Löschen
archive = Archivieren
edit = Bearbeiten
column-used = Genutzt
column-expires = Läuft ab
column-name = Name
column-plans = Tarife
column-created = Erstellt
count-of = { $count } von { $total }
valid-until = Gültig bis
valid-until-hint = { $zone } Leer: läuft nie ab.

## Admins

admins-owner = 8 · Inhaber (fest)
admins-level-of = Stufe von { $admin }
admins-remove = Admin { $admin } entfernen
admins-remove-question = { $admin } aus den Admins des Bots entfernen?
admins-what = Admins hinzufügen, ändern oder entfernen
admins-below = Auf Stufe { $level } verwalten Sie Admins unterhalb von Stufe { $level } und vergeben höchstens Stufe { $most }.
admins-add = Admin hinzufügen
admins-user-id = Telegram-Nutzer-ID des Admins
admins-level = Stufe
admins-add-button = Admin hinzufügen
admins-loading = Admins werden geladen…
admins-more = Weitere Admins
admins-empty = Keine Admins.
admins-caption = Admins und ihre Stufen
admins-admin = Admin

## Chats

chats-add = Chat hinzufügen
chats-id = Chat-ID
chats-id-hint = Telegrams ID der Gruppe oder des Kanals, etwa -1001234567890.
chats-name = Name
chats-type = Art
chats-supergroup = Supergruppe
chats-group = Gruppe
chats-channel = Kanal
chat-type = { $type ->
    [supergroup] Supergruppe
    [group] Gruppe
    [channel] Kanal
   *[other] { $type }
}
chats-add-button = Chat hinzufügen
chats-rename = Umbenennen
chats-rename-chat = { $name } umbenennen
chats-new-name = Neuer Name für { $name }
chats-remove = { $name } entfernen
chats-remove-question = { $name } entfernen? Tarife gewähren keinen Zugang mehr dazu; wer schon drin ist, bleibt.
chats-what = Chats hinzufügen, umbenennen oder entfernen
chats-heading = Die Chats des Bots
chats-loading = Chats werden geladen…
chats-more = Weitere Chats
chats-empty = Noch keine Chats: Fügen Sie die Gruppen und Kanäle hinzu, die Sie verkaufen.

## Zugangscodes

codes-new = Neue Zugangscodes
codes-count = Anzahl der Codes
codes-uses = Nutzungen pro Code
codes-create = Codes erstellen
codes-made = Neue Codes
codes-copy = Code { $code } kopieren
codes-heading = Codes
codes-loading = Codes werden geladen…
codes-more = Weitere Codes
codes-empty = Noch keine Codes.
codes-caption = Zugangscodes, neueste zuerst
codes-code = Code
codes-delete = Code { $code } löschen
codes-delete-question = { $code } löschen? Er kann nicht mehr eingelöst werden; der damit gewährte Zugang bleibt.

## Befehle

commands-new = Neuer Befehl
commands-edit = /{ $name } bearbeiten
commands-command = Befehl
commands-command-hint = Was Mitglieder nach dem Schrägstrich senden: a–z, 0–9 und _, etwa faq. Ein vorhandener Name wird ersetzt.
commands-answer = Antwort
commands-answer-hint = Reiner Text, bis zu 4.096 Zeichen.
commands-description = Beschreibung im Menü
commands-description-hint = Steht im Menü neben dem Befehl. Leer: die erste Zeile der Antwort.
commands-listed = Im Befehlsmenü der Mitglieder aufführen
commands-translations = Übersetzungen
commands-translations-hint = Mitglieder, deren Telegram-App in dieser Sprache ist, erhalten stattdessen diese Antwort (es gilt auch für es-MX).
commands-language-code = Sprachcode
commands-translated-answer = Antwort in dieser Sprache
commands-remove-translation = Übersetzung entfernen
commands-add-translation = Übersetzung hinzufügen
commands-save = Befehl speichern
commands-saved = /{ $name } gespeichert.
commands-delete = /{ $name } löschen
commands-delete-question = /{ $name } löschen? Der Bot antwortet nicht mehr darauf, und er verschwindet aus dem Menü.
commands-what = Befehle hinzufügen, ändern oder löschen
commands-loading = Befehle werden geladen…
commands-empty = Noch keine Befehle: Fügen Sie Antworten auf häufige Fragen der Mitglieder hinzu, etwa /faq oder /rules.
commands-caption = Eigene Befehle, nach Name
commands-in-menu = Im Menü
commands-in-menu-first-line = ja (die erste Zeile der Antwort)
commands-in-menu-no = nein

## Texte

texts-intro = Alles, was der Bot sagt, in jeder seiner Sprachen. Ändere eine Nachricht, damit sie nach dir klingt: Dein Text ersetzt den mitgelieferten nur in dieser Sprache, auf jeder Instanz innerhalb von 10 Sekunden.
texts-what = Die Texte des Bots ändern
texts-language = Sprache der Texte
texts-find = Suchen
texts-only-yours = Nur von mir geänderte Nachrichten
texts-loading = Texte werden geladen …
texts-caption = Die Texte des Bots auf { $language }: { $shown } von { $all }
texts-message = Nachricht
texts-shipped = Mitgelieferter Text
texts-yours = Dein Text
texts-yours-hint = Behalte die Variablen, die du brauchst, so geschrieben wie im mitgelieferten Text; die Vorschau zeigt, wo jede hingehört.
texts-as-shipped = wie mitgeliefert
texts-edit = { $id } bearbeiten
texts-view = { $id } öffnen
texts-open = Öffnen
texts-close = Schließen
texts-variables = Variablen: { $variables }
texts-no-variables = Diese Nachricht hat keine Variablen.
texts-preview = Vorschau
texts-preview-hint = Beispielwerte: ⟨name⟩ markiert, wo ein Wert hinkommt; Zahlen sind 2.
texts-preview-empty = Schreib einen Text, um ihn hier zu sehen.
texts-preview-syntax = Das ist noch kein gültiges Fluent: Prüfe, ob jede geschweifte Klammer geschlossen ist.
texts-preview-variable = Diese Nachricht hat keine Variable „{ $name }“.
texts-save = Text speichern
texts-saved = { $id } gespeichert. Der Bot sagt ihn innerhalb von 10 Sekunden.
texts-restore = Mitgelieferten Text wiederherstellen
texts-restored = { $id } hat wieder den mitgelieferten Text.
texts-none-yours = Du hast in dieser Sprache keine Nachricht geändert.
texts-none-found = Keine Nachricht passt.

## Gutscheine

archived = Archiviert
coupons-percent-off = { $percent } % Rabatt
coupons-amount-off = { $amount } Rabatt
coupons-every-renewal = { $discount }, bei jeder Verlängerung
coupons-new = Neuer Gutschein
coupons-code = Code
coupons-code-hint = 4–32 Buchstaben, Ziffern, _ oder -. Leer: ein erzeugter Code mit 8 Zeichen.
coupons-percent = Rabatt in Prozent
coupons-percent-hint = 1–99. Oder geben Sie unten einen Rabattbetrag an.
coupons-amount = Rabattbetrag
coupons-amount-hint = Etwa 5.00, in der Währung darunter.
coupons-currency = Währung
coupons-currency-hint = Bei einem Rabattbetrag, etwa USD oder XTR (Stars).
coupons-every-plan = Alle Tarife
coupons-max = Mitglieder, die ihn nutzen dürfen
coupons-max-hint = Leer: unbegrenzt. Jedes Mitglied kann ihn einmal nutzen.
coupons-duration = Rabatt auf
coupons-once = Nur die erste Zahlung
coupons-forever = Auch jede Verlängerung
coupons-create = Gutschein erstellen
coupons-made-code = Code des neuen Gutscheins
coupons-made = Neuer Gutschein
coupons-copy = Gutschein { $code } kopieren
coupons-how = Mitglieder geben ihn über die Schaltfläche „Ich habe einen Gutschein“ ein oder öffnen den Link Ihres Bots mit { $link }.
coupons-loading = Gutscheine werden geladen…
coupons-more = Weitere Gutscheine
coupons-empty = Noch keine Gutscheine.
coupons-caption = Gutscheine, neueste zuerst
coupons-discount = Rabatt
coupons-archive = Gutschein { $code } archivieren
coupons-archive-question = { $code } archivieren? Mitglieder können ihn nicht mehr nutzen; Bestellungen behalten ihn.

## Formulare

forms-intro = Ein Mitglied füllt ein Formular einmal aus, im Bot, vor der Rechnung oder dem Bezahlen eines Tarifs, für den es gilt; ein Tarif hat immer nur ein Formular.
forms-new = Neues Formular
forms-name-hint = Mitglieder sehen ihn nicht; er benennt das Formular in Ihren Listen.
forms-asked-before = Vor dem Kauf gefragt
forms-question-n = Frage { $n }
forms-key = Schlüssel
forms-key-hint = a-z, 0-9 und _; benennt die Antwort in den Einsendungen.
forms-question = Frage
forms-kind = Art der Antwort
forms-kind-text = Text
forms-kind-email = E-Mail-Adresse
forms-kind-number = Zahl
forms-kind-choice = Auswahl (Schaltflächen)
forms-choices = Auswahlmöglichkeiten
forms-choices-hint = Bei einer Auswahl: 2 bis 10, eine pro Zeile.
forms-required = Pflichtfrage (sonst kann das Mitglied sie überspringen)
forms-add-question = Frage hinzufügen
forms-remove-question = Letzte Frage entfernen
forms-create = Formular erstellen
forms-loading = Formulare werden geladen…
forms-more = Weitere Formulare
forms-empty = Noch keine Formulare.
forms-caption = Formulare, neueste zuerst
forms-questions = Fragen
forms-responses = Einsendungen
forms-archived = archiviert
forms-live = aktiv
forms-responses-to = Einsendungen zu { $name }
forms-responses-caption = Einsendungen zu { $name }, neueste zuerst
forms-loading-responses = Einsendungen werden geladen…
forms-more-responses = Weitere Einsendungen
forms-no-responses = Dieses Formular hat noch niemand ausgefüllt.
forms-submitted = Eingesandt
forms-delete = { $name } löschen
forms-archive-question = { $responses ->
    [one] { $name } archivieren? Es wird nicht mehr gefragt; seine einzige Einsendung bleibt erhalten.
   *[other] { $name } archivieren? Es wird nicht mehr gefragt; seine { $responses } Einsendungen bleiben erhalten.
}
forms-delete-question = { $name } löschen? Niemand hat es ausgefüllt.

## Schlüssel

keys-create = Schlüssel erstellen
keys-label = Bezeichnung (wofür er ist)
keys-label-example = Umsatztabelle
keys-made = Neuer Schlüssel
keys-made-note = Schlüssel { $id }: Kopieren Sie ihn jetzt. { $once }; Tollgate speichert nur seinen Hash.
    .once = Er wird nur einmal angezeigt
keys-copy = Schlüssel { $id } kopieren
keys-loading = Schlüssel werden geladen…
keys-more = Weitere Schlüssel
keys-empty = Keine Schlüssel.
keys-caption = API-Schlüssel
keys-key = Schlüssel
keys-label-column = Bezeichnung
keys-signed-in = angemeldet: Admin { $admin }
keys-last-used = Zuletzt genutzt
keys-revoke = Schlüssel { $id } widerrufen
keys-revoke-question = Schlüssel { $id } widerrufen? Jeder Client, der ihn nutzt, wird ab sofort abgewiesen.

## Mitglieder

members-back = Zurück zu allen Mitgliedern
members-loading-member = Mitglied wird geladen…
members-no-name = Name unbekannt
members-has-access = hat Zugang
members-no-access = kein Zugang
members-since = seit { $date }
members-referred-by = geworben von { $member }
members-delivery-error = Der Bot kann diesem Mitglied nicht schreiben: { $error }
members-what = Abos ändern
members-subscriptions-of = Abos von { $id }
members-no-subscriptions = Keine Abos.
members-orders-of = Letzte Bestellungen von { $id }
members-access = Zugang
members-everyone = Alle
members-with-access = Mit Zugang
members-without-access = Ohne Zugang
members-loading = Mitglieder werden geladen…
members-more = Weitere Mitglieder
members-empty = Noch keine Mitglieder.
members-caption = Mitglieder, neueste zuerst
members-access-yes = Ja
members-access-no = Nein
members-since-column = Dabei seit

## Bestellungen

orders-refunded = Erstattet
orders-refund-order = Bestellung { $id } erstatten
orders-refund-question = Bestellung { $id } ({ $amount }) erstatten? Der damit erworbene Zugang des Mitglieds endet sofort.
orders-refund = Erstatten
orders-filter = Bestellungen filtern
orders-paid-from = Bezahlt ab
orders-paid-through = Bezahlt bis
orders-zone = Tage und Uhrzeiten gelten in der Zeitzone des Bots ({ $zone }), wie in der Übersicht.
orders-zone-unknown = Tage und Uhrzeiten gelten in der Zeitzone des Bots, wie in der Übersicht.
orders-what = Bestellungen erstatten
orders-loading = Bestellungen werden geladen…
orders-more = Weitere Bestellungen
orders-empty = Keine Bestellungen in diesem Zeitraum.
orders-caption = Bestellungen, neueste zuerst
orders-order = Bestellung
orders-paid-at = Bezahlt am
orders-amount = Betrag
orders-status = Status
order-status = { $status ->
    [paid] bezahlt
    [refunded] erstattet
   *[other] { $status }
}
orders-external-id = Externe ID

## Tarife

plans-new = Neuer Tarif
plans-edit-plan = Tarif { $name } bearbeiten
plans-length = Laufzeit
plans-length-hint = P1M, P30D, P1Y6M, „1 month“, „30“ (Tage), „lifetime“ oder ein Enddatum wie 2027-06-30
plans-price = Preis
plans-price-hint = Eine Dezimalzahl mit den Nachkommastellen der Währung, etwa 9.99 (XTR: ganze Stars).
plans-currency-hint = ISO-4217-Code wie USD oder EUR; XTR für Telegram Stars.
plans-trial = Kostenlose Testphase
plans-trial-hint = Leer oder 0 für keine; sonst eine Dauer wie P7D.
plans-description = Beschreibung
plans-description-hint = Wird in /start unter dem Plan gezeigt; bis zu 1.000 Zeichen.
plans-translations = Übersetzungen
plans-translations-hint = Mitglieder, die den Bot in dieser Sprache lesen, sehen diese Texte; ein leeres Feld behält den des Plans.
plans-translation-language = Sprache der Übersetzung
plans-translation-name = Name in dieser Sprache
plans-translation-description = Beschreibung in dieser Sprache
plans-add-translation = Übersetzung hinzufügen
plans-remove-translation = Übersetzung entfernen
plans-project = Projekt (die Chats, die er freischaltet)
plans-no-project = Keins
plans-options = Optionen
plans-recurring = Wiederkehrend (jeden Zeitraum erneut berechnet)
plans-who = Wer kaufen darf
plans-who-anyone = Alle
plans-who-new = Nur Mitglieder, die nie ein Abo hatten
plans-who-returning = Nur Mitglieder, die schon ein Abo hatten
plans-times = Wie oft ein Mitglied ihn kaufen darf (0: unbegrenzt)
plans-token-only = Nur mit Zugangscode
plans-credit-only = Nur mit Guthaben bezahlbar
plans-invitee-only = Nur von Partnern geworbene Mitglieder
plans-save = Tarif speichern
plans-create = Tarif erstellen
plans-edit = { $name } bearbeiten
plans-archive = { $name } archivieren
plans-archive-question = { $name } archivieren? Er kann nicht mehr gekauft werden; Mitglieder behalten, was sie haben.
plans-what = Tarife ändern
plans-loading = Tarife werden geladen…
plans-more = Weitere Tarife
plans-empty = Noch keine Tarife: Erstellen Sie den ersten.
plans-trial-column = Testphase
plans-option-recurring = wiederkehrend
plans-option-code-only = nur mit Code
plans-option-referred-only = nur Geworbene
plans-option-newcomers = Neukunden
plans-option-times = { $times }× pro Mitglied
plans-on-sale = Im Verkauf

## Projekte

projects-what = Projekte erstellen
projects-new = Neues Projekt
projects-name = Projektname
projects-chats-bundled = Enthaltene Chats
projects-add-chats-first = Fügen Sie zuerst Chats hinzu.
projects-create = Projekt erstellen
projects-loading = Projekte werden geladen…
projects-more = Weitere Projekte
projects-empty = Noch keine Projekte.
projects-project = Projekt

## Einstellungen: Verkäufe pausieren

sales = Verkäufe
sales-paused = Verkäufe sind { $state }. Mitglieder sehen ihren Zugang, aber keine Tarife; es werden keine Rechnungen und keine Kartenzahlungen erstellt.
    .state = pausiert
sales-on = Verkäufe sind { $state }. Mitglieder sehen die Tarife und können bezahlen.
    .state = aktiv
sales-pausing = Die Pause stoppt nur neue Verkäufe: Verlängerungen bestehender Abos, Zugangscodes, Freischaltungen und der Zugang der Mitglieder laufen weiter. Dasselbe wie /pause und /resume im Bot.
sales-switch = Verkäufe pausiert
sales-switch-on = : an
sales-switch-off = : aus

## Einstellungen

settings-loading = Einstellungen werden geladen…
settings-what = Einstellungen ändern
settings-general = Allgemeine Einstellungen
settings-bot-line = Bot { $bot }, Inhaber { $owner }.
settings-bot = Bot
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, Inhaber { $owner }
settings-bot-name = Name des Bots
settings-timezone = Zeitzone
settings-timezone-hint = IANA-Name wie Europe/Berlin: Tage und Monate des Umsatzes werden darin gezählt, und das Dashboard zeigt jedes Datum und jede Uhrzeit darin.
settings-currency = Standardwährung
settings-reminders = Erinnerungstage
settings-reminders-hint = Tage vor dem Ende eines Abos, an denen das Mitglied erinnert wird, etwa 3, 1. Leer: keine.
settings-save = Einstellungen speichern
settings-secrets = Token und Schlüssel
settings-secrets-note = Verschlüsselt gespeichert und nie wieder angezeigt: Sie können sie ersetzen oder entfernen.
bot-status = Bot: { $status }
bot-status-state = { $status ->
    [running] läuft
    [starting] startet
    [stopped] gestoppt
   *[other] { $status }
}
bot-status-error = wegen eines Fehlers gestoppt
secret-label = { $secret ->
    [bot_token] Bot-Token
    [stripe_secret_key] Geheimer Stripe-Schlüssel
   *[stripe_webhook_secret] Stripe-Webhook-Signaturgeheimnis
}
secret-hint = { $secret ->
    [bot_token] Von @BotFather, <Bot-ID>:<Geheimnis>. Der Bot startet innerhalb von Sekunden.
    [stripe_secret_key] sk_live_… oder sk_test_…: Kartenzahlungen.
   *[stripe_webhook_secret] whsec_… des Endpunkts, an den Stripe sendet.
}
secret-status = { $secret }: { $state }
secret-set = hinterlegt
secret-not-set = nicht hinterlegt
secret-set-new = { $secret ->
    [bot_token] Bot-Token hinterlegen
    [stripe_secret_key] Geheimen Stripe-Schlüssel hinterlegen
   *[stripe_webhook_secret] Stripe-Signaturgeheimnis hinterlegen
}
secret-replace = { $secret ->
    [bot_token] Bot-Token ersetzen
    [stripe_secret_key] Geheimen Stripe-Schlüssel ersetzen
   *[stripe_webhook_secret] Stripe-Signaturgeheimnis ersetzen
}
secret-save = { $secret ->
    [bot_token] Bot-Token speichern
    [stripe_secret_key] Stripe-Schlüssel speichern
   *[stripe_webhook_secret] Signaturgeheimnis speichern
}
secret-remove = { $secret ->
    [bot_token] Bot-Token entfernen
    [stripe_secret_key] Geheimen Stripe-Schlüssel entfernen
   *[stripe_webhook_secret] Stripe-Signaturgeheimnis entfernen
}
secret-remove-question = { $secret ->
    [bot_token] Bot-Token entfernen? Der Bot stoppt.
    [stripe_secret_key] Geheimen Stripe-Schlüssel entfernen? Kartenzahlungen stoppen.
   *[stripe_webhook_secret] Stripe-Signaturgeheimnis entfernen? Kartenzahlungen stoppen.
}

## Abos

subscriptions-grant = Zugang gewähren
subscriptions-member-id = Mitglieds-ID
subscriptions-member-id-hint = Die Telegram-Nutzer-ID des Mitglieds.
subscriptions-ends-hint = { $zone } Leer: die Laufzeit des Tarifs ab jetzt.
subscriptions-trial = Stattdessen die kostenlose Testphase des Tarifs starten
subscriptions-what = Zugang gewähren und Abos ändern
subscriptions-filter = Abos filtern
subscriptions-plan-archived = { $name } (archiviert)
subscriptions-loading = Abos werden geladen…
subscriptions-more = Weitere Abos
subscriptions-empty = Keine passenden Abos.
subscriptions-caption = Abos, neueste zuerst

## Webhooks

webhooks-new = Neuer Webhook
webhooks-edit = Webhook { $id } bearbeiten
webhooks-url = URL
webhooks-url-hint = https:// an einer öffentlichen Adresse; Tollgate sendet jedes Ereignis signiert per POST dorthin.
webhooks-events = Ereignisse
webhooks-all-events = Alle Ereignisse
webhooks-all-events-short = alle Ereignisse
webhooks-description = Beschreibung
webhooks-save = Webhook speichern
webhooks-add = Webhook hinzufügen
webhooks-log = Zustellprotokoll
webhooks-all = Alle
webhooks-pending = Ausstehend
webhooks-delivered = Zugestellt
webhooks-failed = Fehlgeschlagen
delivery-status = { $status ->
    [pending] ausstehend
    [delivered] zugestellt
    [failed] fehlgeschlagen
   *[other] { $status }
}
webhooks-refresh = Aktualisieren
webhooks-loading-attempts = Versuche werden geladen…
webhooks-more-attempts = Weitere Versuche
webhooks-no-deliveries = Noch keine Zustellungen.
webhooks-deliveries-caption = Zustellungen an Webhook { $id }, neueste zuerst
webhooks-event = Ereignis
webhooks-attempt = Versuch
webhooks-answer = Antwort
webhooks-took = Dauer
webhooks-error = Fehler
webhooks-next-attempt = Nächster Versuch
webhooks-title-enabled = Webhook { $id } · aktiv
webhooks-title-disabled = Webhook { $id } · inaktiv
webhooks-failing-since = Fehlschläge seit { $date }.
webhooks-previous-secret = Das vorige Geheimnis signiert noch bis { $date } mit.
webhooks-pause = Pausieren
webhooks-enable = Aktivieren
webhooks-test = Test senden
webhooks-rotate = Neues Geheimnis für Webhook { $id }
webhooks-rotate-question = Ein neues Signaturgeheimnis erstellen? 24 Stunden lang werden Zustellungen mit beiden signiert, damit Ihr Empfänger umstellen kann.
webhooks-new-secret = Neues Geheimnis
webhooks-delete = Webhook { $id } löschen
webhooks-delete-question = Webhook { $id } und sein Zustellprotokoll löschen?
webhooks-hide-deliveries = Zustellungen ausblenden
webhooks-deliveries = Zustellungen
webhooks-secret = Signaturgeheimnis
webhooks-secret-note = Signaturgeheimnis von Webhook { $id }: { $now } Prüfen Sie damit die Zustellungen (docs/webhooks.md).
    .now = Kopieren Sie es jetzt, es wird nicht noch einmal angezeigt.
webhooks-copy-secret = Signaturgeheimnis von Webhook { $id } kopieren
webhooks-kept = Ich habe es gesichert
webhooks-loading = Webhooks werden geladen…
webhooks-empty = Noch keine Webhooks: Fügen Sie eine eigene URL hinzu, um von jedem Verkauf zu erfahren.
