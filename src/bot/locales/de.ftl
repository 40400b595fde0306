# Die Worte des Bots auf Deutsch. Dieselben Nachrichten und Variablen wie in en.ftl.

## Profil des Bots

bot-description = Dieser Bot verkauft Zugang zu privaten Gruppen und Kanälen. Sende /start, um die Tarife zu sehen, bezahle mit Telegram Stars oder per Karte und erhalte deine persönlichen Einladungslinks direkt hier.
bot-short-description = Zugang zu privaten Gruppen: Tarif wählen, bezahlen, Einladungslinks erhalten.

## Befehlsmenü

command-start = Tarife und dein Zugang
command-redeem = Einen Zugangscode einlösen
command-cancel = Die laufenden Fragen abbrechen
command-help = Was du hier tun kannst
command-language = Deine Sprache wählen
command-dashboard = Ein Anmeldelink für das Dashboard
command-stats = Umsatz und Verkäufe heute und in diesem Monat
command-plans = Die Tarife: Preis, Laufzeit, aktive Abos
command-analytics = MRR, Abwanderung, LTV und Testphasen jetzt
command-broadcast = Allen Mitgliedern mit Zugang schreiben
command-pause = Verkauf pausieren: nichts Neues wird verkauft, Zugang bleibt
command-resume = Verkauf nach /pause fortsetzen
command-flood = Flood-Schutz: /flood <Nachrichten> <Sekunden> [mute <Minuten>], /flood off
command-grant = Einem Mitglied einen Tarif geben: /grant <member_id> <plan_id>
command-members = Zugang und Bestellungen eines Mitglieds: /members <member_id oder @username>
command-ban = Ein Mitglied sperren: /ban <member_id> [Grund]
command-unban = Eine Sperre aufheben: /unban <member_id>
command-export = Die Mitglieder als Tabelle (CSV)
command-coupons = Gutscheine: Liste, oder /coupons new 20% <plan_id>
command-backup = Eine Sicherung des Bots als Datei

## Sprachen

language-choose = Wähle deine Sprache:
language-chosen = Erledigt: Ab jetzt spreche ich Deutsch mit dir.

## Formatierung

day-never = nie (lebenslanger Zugang)
length-life = lebenslang
length-until = bis { $date }
length-years = { $n ->
    [one] { $n } Jahr
   *[other] { $n } Jahre
}
length-months = { $n ->
    [one] { $n } Monat
   *[other] { $n } Monate
}
length-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
duration-seconds = { $n } s
duration-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
duration-hours = { $h } Std.
duration-hours-minutes = { $h } Std. { $m } Min.
plan-fallback = Tarif { $id }

## Das Menü des Mitglieds und sein Zugang

welcome = Hallo! Wähle einen Tarif, um Zugang zu bekommen:
welcome-named = Hallo, { $name }! Wähle einen Tarif, um Zugang zu bekommen:
nothing-to-sell = Hier gibt es gerade nichts zu kaufen.
your-access =
    Dein Zugang:
    { $lines }
access-line = • { $plan } – bis { $ends }
links = Du bist dabei! Tippe, um beizutreten (jeder Link lässt nur dich hinein).
links-until = Du bist dabei! Tippe, um beizutreten (jeder Link lässt nur dich hinein). Zugang bis { $ends }.
renewed = Danke! { $plan } läuft jetzt bis { $ends }.
ended = Dein Zugang über { $plan } ist abgelaufen. Sende /start, um zu verlängern.
expiring = Dein Zugang über { $plan } endet am { $ends }. Sende /start, um zu verlängern.
buy-button = { $plan } – { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = Abonnieren: { $plan } – { $price } im Monat
trial-button = Kostenlos testen: { $plan }
trial-started = Deine kostenlose Testphase für { $plan } läuft bis { $ends }. Deine Links folgen.
trial-unavailable = Diese Testphase steht dir nicht zur Verfügung.
subscribe-link = Öffne den Link, um zu abonnieren (verlängert sich jeden Monat, bis du kündigst):
invoice-description = Zugang für { $length }
invoice-description-coupon = Zugang für { $length }, mit Gutschein { $code }
invoice-description-life = Lebenslanger Zugang
invoice-description-life-coupon = Lebenslanger Zugang, mit Gutschein { $code }
foreign-invoice = Diese Rechnung wurde für ein anderes Mitglied erstellt; sende /start, um deine eigene zu bekommen.
price-changed = Der Preis dieses Tarifs hat sich geändert; sende /start, um den aktuellen zu sehen.
not-sold-here = Dieser Tarif kann hier nicht gekauft werden.
sales-paused = Der Verkauf ist gerade pausiert: Es kann nichts Neues gekauft werden. Dein Zugang, falls du einen hast, läuft wie gewohnt weiter; sende später /start.
pay-by-card = Bezahle per Karte auf der sicheren Bezahlseite; deine Links folgen, sobald die Zahlung durch ist.
card-button = Per Karte bezahlen
redeem-usage = Sende /redeem und deinen Code, zum Beispiel: /redeem K7PQ2MX9TA
redeemed = Code angenommen: { $plan } bis { $ends }. Deine Links folgen.
referred = Willkommen! Du wurdest von einem Mitglied eingeladen.
not-understood = Das habe ich nicht verstanden. Sende /start für die Tarife oder /help für das, was ich kann.

## Warum ein Tarif nicht zu haben ist

refusal-no-plan = Diesen Tarif gibt es nicht mehr.
refusal-no-longer-sold = Dieser Tarif wird nicht mehr verkauft.
refusal-banned = Du kannst hier nichts kaufen oder einlösen: Der Inhaber hat dich gesperrt.
refusal-token-only = Dieser Tarif ist nur mit einem Zugangscode erhältlich.
refusal-credit-only = Dieser Tarif kann nur mit Guthaben bezahlt werden.
refusal-newcomers = Dieser Tarif ist nur für neue Mitglieder.
refusal-returning = Dieser Tarif ist nur für Mitglieder, die schon einmal abonniert hatten.
refusal-invitee-only = Dieser Tarif ist nur für Mitglieder, die von einem anderen Mitglied eingeladen wurden.
refusal-used-up = Du hast diesen Tarif schon so oft bekommen, wie er es erlaubt.

## Gutscheine für Mitglieder

coupon-button = Ich habe einen Gutschein
ask-coupon = Schick mir deinen Gutscheincode.
coupon-placeholder = Gutscheincode
coupon-applied = Gutschein { $code } angenommen: { $off } Rabatt. Wähle einen Tarif:
coupon-buy-button = { $plan } – { $now } (statt { $was })
coupon-fits-nothing = Gutschein { $code } gilt für keinen Tarif, den du hier kaufen kannst.
coupon-unknown = Dieser Gutscheincode ist ungültig; prüfe ihn und versuche es noch einmal.
coupon-archived = Gutschein { $code } ist nicht mehr gültig.
coupon-expired = Gutschein { $code } ist am { $date } abgelaufen.
coupon-used-up = Gutschein { $code } ist aufgebraucht.
coupon-used-by-you = Du hast Gutschein { $code } schon eingelöst.
coupon-not-for-plan = Gutschein { $code } gilt nicht für diesen Tarif.
coupon-not-for-renewals = Gutschein { $code } gilt nur für eine erste Zahlung, und dieser Tarif verlängert sich jeden Monat zu dem Preis, zu dem du abonnierst.

## Formulare

form-intro = Ein paar Fragen vor der Zahlung. Sende /cancel, um jederzeit abzubrechen.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (optional)
skip-button = Überspringen
form-thanks = Danke, deine Antworten sind gespeichert.
form-cancelled = Abgebrochen: Deine Antworten wurden nicht gespeichert. Sende /start, wenn du die Tarife wieder sehen willst.
form-abandoned = Die Fragen wurden abgebrochen: Deine Antworten wurden nicht gespeichert.
nothing-to-cancel = Es gibt nichts abzubrechen.
form-stale-button = Diese Frage ist nicht mehr offen.
form-refused-empty = Bitte sende eine Antwort.
form-refused-too-long = Diese Antwort ist zu lang: höchstens 1.000 Zeichen, bitte.
form-refused-email = Das sieht nicht wie eine E-Mail-Adresse aus; bitte sende eine wie name@example.com.
form-refused-number = Bitte sende eine Zahl, etwa 12 oder 12,5.
form-refused-choice = Bitte tippe auf eine der Schaltflächen.
form-refused-not-text = Bitte antworte mit einer Textnachricht.

## Nie stillschweigend

payment-not-started = Die Zahlung konnte leider nicht gestartet werden ({ $reason }). Bitte versuche es später noch einmal oder wende dich an den Inhaber.
invoice-refused = die Plattform hat die Rechnung abgelehnt
invoice-price-refused = die Plattform akzeptiert den Preis dieses Tarifs nicht
checkout-refused = die Kartenzahlung konnte nicht geöffnet werden
links-refused = Dein Zugang ist gespeichert, und der Inhaber ist informiert. Ich konnte deinen { $count ->
    [one] Einladungslink
   *[other] Einladungslinks
} für { $chats } noch nicht erstellen; sende später /start, um { $count ->
    [one] ihn
   *[other] sie
} zu bekommen.
links-partly =
    { $links }

    Deinen Einladungslink für { $chats } konnte ich noch nicht erstellen. Dein Zugang ist gespeichert, und der Inhaber ist informiert; sende später /start, um ihn zu bekommen.

## Admins

not-admin = Dieser Befehl ist für die Admins des Bots.
help =
    Befehle:
    { $lines }
broadcast-usage = Sende /broadcast und die Nachricht, zum Beispiel: /broadcast Neue Signale um 18:00
broadcast-queued = Die Rundnachricht ist eingeplant; sie geht an alle Mitglieder mit Zugang, im Rahmen der Limits der Plattform.
grant-usage = Sende /grant <member_id> <plan_id>, zum Beispiel: /grant 123456789 2
granted = { $plan } an { $member } vergeben, bis { $ends }.
stats =
    Verkäufe:
    { $lines }
stats-today = Heute: { $revenue } ({ $sales ->
    [one] { $sales } Verkauf
   *[other] { $sales } Verkäufe
})
stats-month = Diesen Monat: { $revenue } ({ $sales ->
    [one] { $sales } Verkauf
   *[other] { $sales } Verkäufe
})
plans =
    Tarife:
    { $lines }
plans-more =
    Tarife:
    { $lines }
    …und { $more } weitere: siehe Dashboard.
plan-line = #{ $id } { $plan } – { $price }, { $length } – { $live } aktiv
plan-line-archived = #{ $id } { $plan } – { $price }, { $length } – { $live } aktiv (archiviert)
no-plans = Es gibt noch keine Tarife. Lege einen im Dashboard oder mit POST /plans an.
paused = Verkauf pausiert: Mitglieder sehen ihren Zugang, aber keine Tarife, und es entstehen weder Rechnungen noch Kartenzahlungen. Verlängerungen, Codes und Zugang laufen weiter. Sende /resume, um wieder zu verkaufen.
already-paused = Der Verkauf war schon pausiert. Sende /resume, um wieder zu verkaufen.
resumed = Der Verkauf läuft wieder: Mitglieder sehen die Tarife und können wieder bezahlen.
not-paused = Der Verkauf war nicht pausiert; Mitglieder können wie gewohnt kaufen.
analytics =
    Wiederkehrender Umsatz jetzt:
    { $lines }
    Bewegungen und Kohorten stehen im Dashboard (/dashboard).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr }), { $paying } zahlend{ $arpu }, Abwanderung 30 Tage { $churn }{ $ltv }
analytics-arpu = , ARPU { $amount }
analytics-ltv = , LTV { $amount }
analytics-trials = Testphasen: { $active } aktiv; letzte 90 Tage { $started } begonnen, { $converted } umgewandelt ({ $rate })
sign-in-link =
    Dein Anmeldelink für das Dashboard. Er funktioniert einmal, innerhalb von 10 Minuten; leite ihn nicht weiter:
    { $link }

## Flood-Schutz

flood-usage = Sende /flood <Nachrichten> <Sekunden>, um zu löschen, was ein Mitglied in einem Chat über so viele Nachrichten in so vielen Sekunden hinaus schickt; hänge mute <Minuten> an, um es auch stummzuschalten, oder /flood off. Nachrichten 2–100, Sekunden 1–3600, Minuten 1–1440. Zum Beispiel: /flood 5 10 mute 10
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = die Minuten müssen zwischen 1 und 1440 liegen
flood-on = Der Flood-Schutz ist an: Nachrichten eines Mitglieds über { $messages } in { $seconds } s in einem Chat werden gelöscht. Deine Admins und die Administratoren der Chats sind nie begrenzt. /flood off schaltet ihn aus.
flood-on-mute = Der Flood-Schutz ist an: Nachrichten eines Mitglieds über { $messages } in { $seconds } s in einem Chat werden gelöscht, und es wird für { $mute } stummgeschaltet. Deine Admins und die Administratoren der Chats sind nie begrenzt. /flood off schaltet ihn aus.
flood-off = Der Flood-Schutz ist aus: Nichts wird gezählt oder gelöscht. Sende /flood <Nachrichten> <Sekunden>, um ihn einzuschalten.
flood-muted = { $name } ist für { $duration } stummgeschaltet, weil zu viele Nachrichten kamen.

## Mitglieder und Sperren

ban-usage = Sende /ban <member_id> [Grund], zum Beispiel: /ban 123456789 Spam. Antworte in einer Gruppe mit /ban auf die Nachricht des Mitglieds.
unban-usage = Sende /unban <member_id>, zum Beispiel: /unban 123456789. Antworte in einer Gruppe mit /unban auf die Nachricht des Mitglieds.
ban-reason-too-long = Der Grund ist zu lang: höchstens { $max } Zeichen.
banned = { $who } gesperrt: Der Zugang ist entzogen, das Mitglied wurde aus allen Chats entfernt, bleibt draußen und kann nichts kaufen. /unban hebt die Sperre auf.
already-banned = { $who } war schon gesperrt.
banned-in-group = { $who } ist gesperrt.
unbanned = Sperre für { $who } aufgehoben: Das Mitglied kann wieder kaufen. Den durch die Sperre entzogenen Zugang gibt es nicht zurück.
not-banned = { $who } ist nicht gesperrt.
unbanned-in-group = { $who } ist nicht mehr gesperrt.
members-usage = Sende /members <member_id oder @username>, zum Beispiel: /members 123456789 oder /members @alice
unknown-member = Ich kenne { $who } nicht: Ein Mitglied ist bekannt, sobald es den Bot startet, bezahlt oder einen Tarif bekommt.
member-access =
    Zugang:
    { $lines }
member-no-access = Derzeit kein Zugang.
member-orders =
    Letzte Bestellungen:
    { $lines }
member-no-orders = Keine Bestellungen.
ban-line = Gesperrt seit { $since }.
ban-line-reason = Gesperrt seit { $since }: { $reason }.
order-line = • { $date } – { $plan } – { $paid } – { $status }
order-status-paid = bezahlt
order-status-refunded = erstattet

## Dateien

export-queued = Die Mitgliederdatei wird vorbereitet; sie kommt gleich hier an.
backup-queued = Die Sicherung wird vorbereitet; sie kommt gleich hier an.
file-caption-members = Deine Mitglieder als CSV: lässt sich in jeder Tabellenkalkulation öffnen.
file-caption-backup = Deine Sicherung (NDJSON). Bewahre sie gut auf: Sie enthält deine Mitglieder und Bestellungen. Zum Wiederherstellen an anderer Stelle: tollgate bots import.
file-too-big-members = Die Mitgliederdatei ist größer als 50 MB, mehr als ein Bot senden kann. Lade sie stattdessen über die API herunter: GET /exports/members, mit einem Schlüssel ab Stufe 5.
file-too-big-backup = Die Sicherung ist größer als 50 MB, mehr als ein Bot senden kann. Lade sie stattdessen über die API herunter (GET /backup, mit einem Schlüssel ab Stufe 6) oder auf dem Server mit tollgate bots export.

## Gutscheine für Admins

coupons-usage = Sende /coupons, um die Gutscheine zu sehen, /coupons new 20% <plan_id>, um einen anzulegen (ohne Tarif gilt er für alle), oder /coupons new 5 <plan_id> für 5 Rabatt in der Währung des Tarifs.
coupons-none = Noch keine Gutscheine. Lege einen mit /coupons new 20% <plan_id> an.
coupons-list =
    Gutscheine (neueste zuerst):
    { $lines }
coupon-made = Gutschein { $code } angelegt: { $off } Rabatt auf { $plans }, einmal pro Mitglied. Mitglieder geben ihn über die Schaltfläche „Ich habe einen Gutschein“ ein oder öffnen { $link }
coupon-not-made = Nicht angelegt: { $reasons }.
coupon-every-plan = alle Tarife
coupon-plans = { $count ->
    [one] Tarif { $ids }
   *[other] Tarife { $ids }
}
coupon-line = • { $code } – { $off } Rabatt auf { $plans }, { $used } eingelöst{ $until }, { $duration }
coupon-line-archived = • { $code } – { $off } Rabatt auf { $plans }, { $used } eingelöst{ $until }, { $duration } (archiviert)
coupon-until = , bis { $date }
coupon-duration-once = einmalig
coupon-duration-forever = dauerhaft

## Was der Inhaber und Admins ab Stufe 7 erfahren, wenn keine Einladungslinks entstehen

alert-invite-rights = Ich kann keine Einladungslinks für { $chat } erstellen: Ich brauche dort das Recht „Nutzer einladen“. Mitglieder, die bezahlt haben, warten auf ihre Links.
alert-invite-absent = Ich kann keine Einladungslinks für { $chat } erstellen: Ich bin dort kein Mitglied (nie hinzugefügt oder entfernt). Füge mich als Administrator mit dem Recht „Nutzer einladen“ hinzu. Mitglieder, die bezahlt haben, warten auf ihre Links.
alert-invite-missing = Ich kann keine Einladungslinks für { $chat } erstellen: Laut Plattform gibt es den Chat nicht (gelöscht, oder seine ID hat sich geändert). Prüfe seine Chat-ID in Tollgate. Mitglieder, die bezahlt haben, warten auf ihre Links.
alert-invite-other = Ich kann keine Einladungslinks für { $chat } erstellen: Die Plattform hat abgelehnt ({ $detail }). Mitglieder, die bezahlt haben, warten auf ihre Links.

## Was der Dienst ablehnt

refusal-code-unknown = Dieser Code ist ungültig. Prüfe ihn und versuche es noch einmal.
refusal-code-used-up = Code { $code } ist bereits aufgebraucht. Frag nach einem neuen.
refusal-code-expired = Code { $code } ist am { $date } abgelaufen. Frag nach einem neuen.
refusal-code-plan-gone = Code { $code } gehört zu einem Plan, der nicht mehr angeboten wird. Frag nach einem neuen Code.
refusal-trial-used = Du hattest { $plan } schon einmal: Die Testphase gibt es nur für neue Mitglieder.
refusal-holds-plan = { $member } hat { $plan } bereits. Ändere stattdessen das Enddatum dieses Abos.
refusal-plan-unknown = Dieser Bot hat keinen Plan { $plan }. Sende /plans, um die Plan-IDs zu sehen.
refusal-plan-archived = Plan { $plan } ist archiviert und kann nicht mehr vergeben werden.
refusal-member-banned = { $member } ist gesperrt: Bis zur Entsperrung kann ihm nichts vergeben oder verkauft werden (/unban { $member }).
refusal-not-member = { $member } ist noch kein Mitglied dieses Bots: Mitglied wird man, wenn man den Bot startet, bezahlt oder einen Plan erhält.
refusal-ban-owner = { $member } ist der Inhaber des Bots und kann nicht gesperrt werden.
refusal-ban-admin = { $member } ist Admin dieses Bots (Stufe { $level }). Entferne ihn als Admin, bevor du ihn sperrst.
