# Le parole del bot in italiano. Stessi messaggi e variabili di en.ftl.

## Profilo del bot

bot-description = Questo bot vende l’accesso a gruppi e canali privati. Invia /start per vedere i piani, paga con Telegram Stars o con carta e ricevi qui i tuoi link d’invito personali.
bot-short-description = Accesso a gruppi privati: scegli un piano, paga e ricevi i tuoi link d’invito.

## Menu dei comandi

command-start = Piani e il tuo accesso
command-redeem = Riscatta un codice d’accesso
command-cancel = Interrompi le domande in corso
command-help = Cosa puoi fare qui
command-language = Scegli la tua lingua
command-dashboard = Un link per accedere alla dashboard
command-stats = Incassi e vendite di oggi e di questo mese
command-plans = I piani: prezzo, durata, abbonamenti attivi
command-analytics = MRR, abbandoni, LTV e prove in questo momento
command-broadcast = Scrivi a tutti i membri con accesso
command-pause = Sospendi le vendite: niente di nuovo in vendita, l’accesso resta
command-resume = Riprendi le vendite dopo /pause
command-flood = Antiflood: /flood <messaggi> <secondi> [mute <minuti>], /flood off
command-grant = Assegna un piano a un membro: /grant <member_id> <plan_id>
command-members = Accesso e ordini di un membro: /members <member_id o @username>
command-ban = Banna un membro: /ban <member_id> [motivo]
command-unban = Revoca un ban: /unban <member_id>
command-export = I membri in un foglio di calcolo (CSV)
command-coupons = Coupon: elenco, oppure /coupons new 20% <plan_id>
command-backup = Un backup del bot in un file

## Lingue

language-choose = Scegli la tua lingua:
language-chosen = Fatto: da ora in poi ti parlerò in italiano.

## Formattazione

day-never = mai (accesso a vita)
length-life = a vita
length-until = fino al { $date }
length-years = { $n ->
    [one] { $n } anno
   *[other] { $n } anni
}
length-months = { $n ->
    [one] { $n } mese
   *[other] { $n } mesi
}
length-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
duration-seconds = { $n } s
duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minuti
}
duration-hours = { $h } h
duration-hours-minutes = { $h } h { $m } min
plan-fallback = piano { $id }

## Il menu del membro e il suo accesso

welcome = Ciao! Scegli un piano per avere l’accesso:
welcome-named = Ciao { $name }! Scegli un piano per avere l’accesso:
nothing-to-sell = Al momento qui non c’è niente da comprare.
your-access =
    Il tuo accesso:
    { $lines }
access-line = • { $plan } — fino al { $ends }
links = Ci sei! Tocca per entrare (ogni link fa entrare solo te).
links-until = Ci sei! Tocca per entrare (ogni link fa entrare solo te). Accesso fino al { $ends }.
renewed = Grazie! { $plan } ora è attivo fino al { $ends }.
ended = Il tuo accesso con { $plan } è terminato. Invia /start per rinnovarlo.
expiring = Il tuo accesso con { $plan } scade il { $ends }. Invia /start per rinnovarlo.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = Abbonati: { $plan } — { $price } al mese
trial-button = Inizia la prova gratuita: { $plan }
trial-started = La tua prova gratuita di { $plan } dura fino al { $ends }. Seguono i tuoi link.
trial-unavailable = Questa prova non è disponibile per te.
subscribe-link = Apri il link per abbonarti (si rinnova ogni mese finché non disdici):
invoice-description = Accesso per { $length }
invoice-description-coupon = Accesso per { $length }, con il coupon { $code }
invoice-description-life = Accesso a vita
invoice-description-life-coupon = Accesso a vita, con il coupon { $code }
foreign-invoice = Questa fattura è stata fatta per un altro membro; invia /start per avere la tua.
price-changed = Il prezzo di questo piano è cambiato; invia /start per vedere quello attuale.
not-sold-here = Questo piano non si può acquistare qui.
sales-paused = Le vendite sono sospese per ora: non si può acquistare niente di nuovo. Il tuo accesso, se ne hai uno, continua come sempre; invia /start più tardi.
pay-by-card = Paga con carta sulla pagina di pagamento sicura; i tuoi link arrivano appena il pagamento va a buon fine.
card-button = Paga con carta
redeem-usage = Invia /redeem seguito dal tuo codice, per esempio: /redeem K7PQ2MX9TA
redeemed = Codice accettato: { $plan } fino al { $ends }. Seguono i tuoi link.
referred = Benvenuto! Sei stato invitato da un membro.
not-understood = Non ho capito. Invia /start per vedere i piani, oppure /help per sapere cosa posso fare.

## Perché un piano non è disponibile

refusal-no-plan = Questo piano non esiste più.
refusal-no-longer-sold = Questo piano non è più in vendita.
refusal-banned = Qui non puoi acquistare né riscattare nulla: il proprietario ti ha bannato.
refusal-token-only = Questo piano è disponibile solo con un codice d’accesso.
refusal-credit-only = Questo piano si può pagare solo con il credito.
refusal-newcomers = Questo piano è solo per i nuovi membri.
refusal-returning = Questo piano è solo per i membri che si sono già abbonati in passato.
refusal-invitee-only = Questo piano è solo per i membri invitati da un altro membro.
refusal-used-up = Hai già ottenuto questo piano tutte le volte che è consentito.

## Coupon, per i membri

coupon-button = Ho un coupon
ask-coupon = Inviami il codice del tuo coupon.
coupon-placeholder = Codice coupon
coupon-applied = Coupon { $code } accettato: { $off } di sconto. Scegli un piano:
coupon-buy-button = { $plan } — { $now } (prima { $was })
coupon-fits-nothing = Il coupon { $code } non vale per nessun piano che puoi acquistare qui.
coupon-unknown = Questo codice coupon non è valido; controllalo e riprova.
coupon-archived = Il coupon { $code } non è più valido.
coupon-expired = Il coupon { $code } è scaduto il { $date }.
coupon-used-up = Il coupon { $code } è esaurito.
coupon-used-by-you = Hai già usato il coupon { $code }.
coupon-not-for-plan = Il coupon { $code } non vale per questo piano.
coupon-not-for-renewals = Il coupon { $code } vale solo per un primo pagamento, e questo piano si rinnova ogni mese al prezzo a cui ti abboni.

## Moduli

form-intro = Qualche domanda prima di pagare. Invia /cancel per interrompere quando vuoi.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (facoltativa)
skip-button = Salta
form-thanks = Grazie, le tue risposte sono state salvate.
form-cancelled = Interrotto: le tue risposte non sono state conservate. Invia /start quando vuoi rivedere i piani.
form-abandoned = Le domande sono state interrotte: le tue risposte non sono state conservate.
nothing-to-cancel = Non c’è niente da annullare.
form-stale-button = Questa domanda non è più aperta.
form-refused-empty = Per favore, invia una risposta.
form-refused-too-long = Questa risposta è troppo lunga: al massimo 1.000 caratteri, per favore.
form-refused-email = Non sembra un indirizzo email; inviane uno come nome@esempio.com.
form-refused-number = Per favore, invia un numero, come 12 o 12,5.
form-refused-choice = Per favore, tocca uno dei pulsanti.
form-refused-not-text = Per favore, rispondi con un messaggio di testo.

## Mai in silenzio

payment-not-started = Purtroppo non è stato possibile avviare il pagamento ({ $reason }). Riprova più tardi o contatta il proprietario.
invoice-refused = la piattaforma ha rifiutato la fattura
invoice-price-refused = la piattaforma non accetta il prezzo di questo piano
checkout-refused = non è stato possibile aprire il pagamento con carta
links-refused = Il tuo accesso è registrato e il proprietario è stato avvisato. Non sono ancora riuscito a creare { $count ->
    [one] il tuo link d’invito
   *[other] i tuoi link d’invito
} per { $chats }; invia /start più tardi per { $count ->
    [one] riceverlo
   *[other] riceverli
}.
links-partly =
    { $links }

    Non sono ancora riuscito a creare il tuo link d’invito per { $chats }. Il tuo accesso è registrato e il proprietario è stato avvisato; invia /start più tardi per riceverlo.

## Amministratori

not-admin = Questo comando è per gli amministratori del bot.
help =
    Comandi:
    { $lines }
broadcast-usage = Invia /broadcast seguito dal messaggio, per esempio: /broadcast Nuovi segnali alle 18:00
broadcast-queued = Il messaggio collettivo è in coda; arriverà a tutti i membri con accesso, nei limiti della piattaforma.
grant-usage = Invia /grant <member_id> <plan_id>, per esempio: /grant 123456789 2
granted = { $plan } assegnato a { $member } fino al { $ends }.
stats =
    Vendite:
    { $lines }
stats-today = Oggi: { $revenue } ({ $sales ->
    [one] { $sales } vendita
   *[other] { $sales } vendite
})
stats-month = Questo mese: { $revenue } ({ $sales ->
    [one] { $sales } vendita
   *[other] { $sales } vendite
})
plans =
    Piani:
    { $lines }
plans-more =
    Piani:
    { $lines }
    …e altri { $more }: vedi la dashboard.
plan-line = #{ $id } { $plan } — { $price }, { $length } — { $live } attivi
plan-line-archived = #{ $id } { $plan } — { $price }, { $length } — { $live } attivi (archiviato)
no-plans = Non ci sono ancora piani. Creane uno nella dashboard o con POST /plans.
paused = Vendite sospese: i membri vedono il loro accesso ma nessun piano, e non si crea nessuna fattura né pagamento con carta. Rinnovi, codici e accesso continuano. Invia /resume per tornare a vendere.
already-paused = Le vendite erano già sospese. Invia /resume per tornare a vendere.
resumed = Le vendite sono riprese: i membri vedono i piani e possono di nuovo pagare.
not-paused = Le vendite non erano sospese; i membri possono acquistare come sempre.
analytics =
    Ricavi ricorrenti ora:
    { $lines }
    Movimenti e coorti sono nella dashboard (/dashboard).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr }), { $paying } paganti{ $arpu }, abbandono a 30 giorni { $churn }{ $ltv }
analytics-arpu = , ARPU { $amount }
analytics-ltv = , LTV { $amount }
analytics-trials = Prove: { $active } attive; ultimi 90 giorni { $started } iniziate, { $converted } convertite ({ $rate })
sign-in-link =
    Il tuo link per accedere alla dashboard. Funziona una sola volta, entro 10 minuti; non inoltrarlo:
    { $link }

## Antiflood

flood-usage = Invia /flood <messaggi> <secondi> per eliminare ciò che un membro invia oltre quel numero di messaggi in quei secondi in una chat; aggiungi mute <minuti> per silenziarlo anche, oppure /flood off. Messaggi 2–100, secondi 1–3600, minuti 1–1440. Per esempio: /flood 5 10 mute 10
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = i minuti devono essere tra 1 e 1440
flood-on = L’antiflood è attivo: i messaggi di un membro oltre { $messages } in { $seconds } s in una chat vengono eliminati. I tuoi amministratori e quelli delle chat non hanno mai limiti. /flood off lo disattiva.
flood-on-mute = L’antiflood è attivo: i messaggi di un membro oltre { $messages } in { $seconds } s in una chat vengono eliminati, e il membro viene silenziato per { $mute }. I tuoi amministratori e quelli delle chat non hanno mai limiti. /flood off lo disattiva.
flood-off = L’antiflood è disattivato: non si conta né si elimina nulla. Invia /flood <messaggi> <secondi> per attivarlo.
flood-muted = { $name } è silenziato per { $duration } per aver inviato troppi messaggi.

## Membri e ban

ban-usage = Invia /ban <member_id> [motivo], per esempio: /ban 123456789 spam. In un gruppo, rispondi /ban al messaggio del membro.
unban-usage = Invia /unban <member_id>, per esempio: /unban 123456789. In un gruppo, rispondi /unban al messaggio del membro.
ban-reason-too-long = Il motivo è troppo lungo: al massimo { $max } caratteri.
banned = { $who } bannato: l’accesso è revocato, viene rimosso da tutte le chat e tenuto fuori, e non può acquistare nulla. /unban revoca il ban.
already-banned = { $who } era già bannato.
banned-in-group = { $who } è bannato.
unbanned = Ban di { $who } revocato: può di nuovo acquistare. L’accesso revocato dal ban non viene restituito.
not-banned = { $who } non è bannato.
unbanned-in-group = { $who } non è più bannato.
members-usage = Invia /members <member_id o @username>, per esempio: /members 123456789 o /members @alice
unknown-member = Non conosco { $who }: un membro diventa noto quando avvia il bot, paga o riceve un piano.
member-access =
    Accesso:
    { $lines }
member-no-access = Nessun accesso ora.
member-orders =
    Ultimi ordini:
    { $lines }
member-no-orders = Nessun ordine.
ban-line = Bannato dal { $since }.
ban-line-reason = Bannato dal { $since }: { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = pagato
order-status-refunded = rimborsato

## File

export-queued = Sto preparando il file dei membri; arriva qui tra un attimo.
backup-queued = Sto preparando il backup; arriva qui tra un attimo.
file-caption-members = I tuoi membri in CSV: si apre con qualsiasi foglio di calcolo.
file-caption-backup = Il tuo backup (NDJSON). Conservalo con cura: contiene i tuoi membri e ordini. Per ripristinarlo altrove: tollgate bots import.
file-too-big-members = Il file dei membri supera i 50 MB, più di quanto un bot possa inviare. Scaricalo invece con l’API: GET /exports/members, con una chiave di livello 5 o superiore.
file-too-big-backup = Il backup supera i 50 MB, più di quanto un bot possa inviare. Scaricalo invece con l’API (GET /backup, con una chiave di livello 6 o superiore) o sul server con tollgate bots export.

## Coupon, per gli amministratori

coupons-usage = Invia /coupons per elencare i coupon, /coupons new 20% <plan_id> per crearne uno (senza piano vale per tutti), oppure /coupons new 5 <plan_id> per 5 di sconto nella valuta del piano.
coupons-none = Ancora nessun coupon. Creane uno con /coupons new 20% <plan_id>.
coupons-list =
    Coupon (dal più recente):
    { $lines }
coupon-made = Coupon { $code } creato: { $off } di sconto su { $plans }, una volta per membro. I membri lo inseriscono con il pulsante «Ho un coupon» oppure aprono { $link }
coupon-not-made = Non creato: { $reasons }.
coupon-every-plan = tutti i piani
coupon-plans = { $count ->
    [one] il piano { $ids }
   *[other] i piani { $ids }
}
coupon-line = • { $code } — { $off } di sconto su { $plans }, { $used } usati{ $until }, { $duration }
coupon-line-archived = • { $code } — { $off } di sconto su { $plans }, { $used } usati{ $until }, { $duration } (archiviato)
coupon-until = , fino al { $date }
coupon-duration-once = una volta
coupon-duration-forever = per sempre

## Cosa sanno il proprietario e gli amministratori di livello 7+ quando i link non si possono creare

alert-invite-rights = Non posso creare link d’invito per { $chat }: mi serve il permesso «Invitare utenti». Ci sono membri che hanno pagato e aspettano i loro link.
alert-invite-absent = Non posso creare link d’invito per { $chat }: non ne faccio parte (mai aggiunto, o rimosso). Aggiungimi come amministratore con il permesso «Invitare utenti». Ci sono membri che hanno pagato e aspettano i loro link.
alert-invite-missing = Non posso creare link d’invito per { $chat }: la piattaforma dice che la chat non esiste (eliminata, o il suo id è cambiato). Controlla il suo chat id in Tollgate. Ci sono membri che hanno pagato e aspettano i loro link.
alert-invite-other = Non posso creare link d’invito per { $chat }: la piattaforma ha rifiutato ({ $detail }). Ci sono membri che hanno pagato e aspettano i loro link.

## Ciò che il servizio rifiuta

refusal-code-unknown = Questo codice non è valido. Controllalo e riprova.
refusal-code-used-up = Il codice { $code } è già stato esaurito. Chiedine uno nuovo.
refusal-code-expired = Il codice { $code } è scaduto il { $date }. Chiedine uno nuovo.
refusal-code-plan-gone = Il codice { $code } è di un piano che non è più in vendita. Chiedi un nuovo codice.
refusal-trial-used = Hai già avuto { $plan }: la sua prova è solo per i nuovi membri.
refusal-holds-plan = { $member } ha già { $plan }. Modifica invece la data di fine di quell’abbonamento.
refusal-plan-unknown = Questo bot non ha il piano { $plan }. Invia /plans per vedere gli id dei piani.
refusal-plan-archived = Il piano { $plan } è archiviato e non può più essere assegnato.
refusal-member-banned = { $member } è bannato: non gli si può assegnare né vendere nulla finché non viene sbannato (/unban { $member }).
refusal-not-member = { $member } non è ancora membro di questo bot: lo si diventa avviando il bot, pagando o ricevendo un piano.
refusal-ban-owner = { $member } è il proprietario del bot e non può essere bannato.
refusal-ban-admin = { $member } è un amministratore di questo bot (livello { $level }). Rimuovilo come amministratore prima di bannarlo.
