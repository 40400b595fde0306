# La dashboard di Tollgate in italiano. Stessi messaggi e variabili di en.ftl (test/web/locales.test.ts).

## La cornice: accesso, intestazione, navigazione, menu della lingua

page-title = { $screen } · Tollgate
sign-in-title = Accedi · Tollgate
signing-in = Accesso in corso…
session-ended = La sessione è terminata (uscita, scaduta o chiave revocata); accedi di nuovo.
link-refused = Questo link di accesso è già stato usato o è scaduto; invia di nuovo /dashboard al bot.
sign-in-refused = Questo ID del bot e questa chiave API non corrispondono a nessuna chiave attiva; controllali entrambi.
sign-in-admins = Amministratori: inviate { $command } al bot in una chat privata e aprite il link che ricevete in risposta.
sign-in-keys = Oppure accedi con l’ID del tuo bot e una chiave API: una creata con { $command } o in Chiavi dopo l’accesso.
sign-in-bot-id = ID del bot
sign-in-api-key = Chiave API
sign-in-api-key-hint = Conservata solo in questa scheda del browser; chiudendo la scheda esci.
sign-in = Accedi
skip-to-content = Vai al contenuto
header-bot = Bot { $bot } · livello { $level }
sign-out = Esci
sections = Sezioni
language = Lingua
screen-needs = La sezione { $screen } richiede il livello { $needed }; sei al livello { $level }.
not-shown-part = { $screens } (livello { $level })
not-shown = Nascoste al tuo livello ({ $level }): { $parts }.

screen-overview = Panoramica
screen-analytics = Analisi
screen-orders = Ordini
screen-plans = Piani
screen-chats = Chat
screen-projects = Progetti
screen-members = Membri
screen-subscriptions = Abbonamenti
screen-coupons = Coupon
screen-forms = Moduli
screen-codes = Codici di accesso
screen-commands = Comandi
screen-texts = Testi
screen-admins = Amministratori
screen-activity = Attività
screen-webhooks = Webhook
screen-keys = Chiavi
screen-settings = Impostazioni

## Parti comuni

try-again = Riprova
working = In corso…
cancel = Annulla
save = Salva
copy = Copia
copied = Copiato
loading = Caricamento…
list-separator = {", "}
never = mai
none = nessuno
so-far = (finora)
needs = { $what } richiede il livello { $needed }; sei al livello { $level }.
zone-hint = Nel fuso orario del bot ({ $zone }).
zone-hint-unknown = Nel fuso orario del bot.
level-option = { $level } · { $powers }
level-2 = antiflood
level-3 = analisi e messaggi di massa
level-4 = chat, ban e piani
level-5 = esportazioni
level-6 = backup, coupon e moduli
level-7 = membri e progetti
level-8 = tutto
plan-field = Piano
plan-fallback = Piano { $id }

length-lifetime = a vita
length-until = fino al { $date }
length-years = { $count ->
    [one] { $count } anno
    [many] { $count } di anni
   *[other] { $count } anni
}
length-months = { $count ->
    [one] { $count } mese
    [many] { $count } di mesi
   *[other] { $count } mesi
}
length-weeks = { $count ->
    [one] { $count } settimana
    [many] { $count } di settimane
   *[other] { $count } settimane
}
length-days = { $count ->
    [one] { $count } giorno
    [many] { $count } di giorni
   *[other] { $count } giorni
}

## Gli abbonamenti nelle tabelle

column-subscription = Abbonamento
column-member = Membro
column-plan = Piano
column-state = Stato
column-source = Origine
column-ends = Scade
column-problem = Problema
column-actions = Azioni
subscription-state = { $state ->
    [active] attivo
    [canceled] disdetto
    [expired] scaduto
    [revoked] revocato
   *[other] { $state }
}
subscription-state-trial = { $state } (prova)
subscription-state-recurring = { $state }, con rinnovo
subscription-source = { $source ->
    [payment] pagamento
    [trial] prova
    [code] codice
    [grant] concessione
   *[other] { $source }
}
subscription-ended = Terminato
subscription-new-end = Nuova scadenza dell’abbonamento { $id }
subscription-new-end-hint = { $zone } Vuoto: a vita.
subscription-save-end = Salva scadenza
subscription-change-end-of = Cambia scadenza dell’abbonamento { $id }
subscription-change-end = Cambia scadenza
subscription-cancel-renewals = Annulla i rinnovi dell’abbonamento { $id }
subscription-cancel-renewals-question = Fermare i rinnovi? L’accesso dura fino alla fine del periodo già pagato.
subscription-stop-renewals = Ferma i rinnovi
subscription-revoke = Revoca l’abbonamento { $id }
subscription-revoke-question = Revocare l’abbonamento { $id }? { $member } perde subito l’accesso e viene rimosso dalle chat.
revoke = Revoca
member-fallback = Membro { $id }

## Grafici e coorti

chart-period = Periodo
chart-revenue = Ricavi
chart-sales = Vendite
chart-revenue-axis = Ricavi ({ $currency })
movements-axis = Variazione MRR ({ $currency })
movement-new = Nuovi
movement-reactivation = Riattivazioni
movement-expansion = Espansione
movement-contraction = Contrazione
movement-churned = Abbandoni
movement-net = Variazione netta
cohorts-caption = Membri che pagano ancora, per mese del primo pagamento
cohorts-cohort = Coorte
cohorts-members = Membri
cohorts-month = Mese { $month }
cohorts-cell = { $count } su { $members } pagano ancora alla fine del mese { $month } ({ $percent })
cohorts-cell-now = { $count } su { $members } pagano ancora oggi ({ $percent })

## Panoramica

overview-today = Oggi
overview-this-month = Questo mese
overview-members = Membri con accesso
overview-ending = In scadenza entro 7 giorni
overview-no-sales = Nessuna vendita
overview-money = { $amount } · { $sales ->
    [one] { $sales } vendita
    [many] { $sales } di vendite
   *[other] { $sales } vendite
}
overview-card-needs = Richiede il livello { $needed }; sei al livello { $level }.
overview-loading-totals = Caricamento dei totali…
overview-loading-revenue = Caricamento dei ricavi…
overview-revenue = Ricavi
overview-period = Periodo
overview-day = Giorno
overview-month = Mese
overview-year = Anno
overview-periods = Periodi
overview-currency = Valuta
overview-no-sales-yet = { $unit ->
    [day] Ancora nessuna vendita in questi giorni.
    [month] Ancora nessuna vendita in questi mesi.
   *[year] Ancora nessuna vendita in questi anni.
}
overview-chart = { $unit ->
    [day] Ricavi in { $currency } al giorno, dal { $from } al { $to }: { $total ->
        [one] { $total } vendita
        [many] { $total } di vendite
       *[other] { $total } vendite
    } in tutto. La tabella sotto riporta ogni cifra.
    [month] Ricavi in { $currency } al mese, dal { $from } al { $to }: { $total ->
        [one] { $total } vendita
        [many] { $total } di vendite
       *[other] { $total } vendite
    } in tutto. La tabella sotto riporta ogni cifra.
   *[year] Ricavi in { $currency } all’anno, dal { $from } al { $to }: { $total ->
        [one] { $total } vendita
        [many] { $total } di vendite
       *[other] { $total } vendite
    } in tutto. La tabella sotto riporta ogni cifra.
}
overview-table = { $unit ->
    [day] Ricavi e vendite in { $currency } al giorno
    [month] Ricavi e vendite in { $currency } al mese
   *[year] Ricavi e vendite in { $currency } all’anno
}

## Analisi

analytics-loading = Caricamento dei ricavi ricorrenti…
analytics-loading-cohorts = Caricamento delle coorti…
analytics-recurring = Ricavi ricorrenti
analytics-recurring-none = Ancora nessun ricavo ricorrente. MRR, abbandoni e i loro movimenti compaiono quando un membro paga un piano con scadenza (accesso a vita, concessioni, prove e codici di accesso non portano ricavi ricorrenti).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Membri paganti
analytics-arpu = ARPU
analytics-arpu-none = nessuno paga ora
analytics-churn = Abbandoni, ultimi 30 giorni
analytics-ltv = LTV
analytics-ltv-none = nessun abbandono per cui dividere
analytics-nobody-pays = Nessuno paga in { $currency } ora, e nessuno pagava 30 giorni fa.
analytics-movements = Movimenti dell’MRR
analytics-no-mrr = { $months ->
    [one] Nessun MRR in { $currency } nell’ultimo mese.
    [many] Nessun MRR in { $currency } negli ultimi { $months } di mesi.
   *[other] Nessun MRR in { $currency } negli ultimi { $months } mesi.
}
analytics-mrr-start = MRR iniziale
analytics-mrr-end = MRR finale
analytics-movements-table = Movimenti dell’MRR in { $currency } al mese
analytics-movements-chart = Movimenti dell’MRR in { $currency } al mese, dal { $from } al { $to }: l’MRR è passato da { $start } a { $end }; in tutto { $new } da nuovi, { $reactivation } da riattivazioni, { $expansion } da espansione, { $contraction } di contrazione e { $churned } di abbandoni. La tabella sotto riporta ogni cifra.
analytics-trials = Prove gratuite
analytics-trials-none = Nessuna prova gratuita negli ultimi 90 giorni. Un piano con prova (Piani) permette ai membri di provarlo prima di pagare.
analytics-trials-active = Prove attive
analytics-trials-started = Iniziate, ultimi 90 giorni
analytics-trials-converted = Convertite
analytics-trials-rate = Tasso di conversione
analytics-cohorts = Coorti
analytics-cohorts-none = Ancora nessun membro pagante: qui compaiono i nuovi membri paganti di ogni mese e quanti di loro continuano a pagare mese dopo mese.

## Attività

any = Qualsiasi
show = Mostra
activity-filter = Filtra le modifiche
activity-made-by = Fatta da
activity-anyone = Chiunque
activity-by-keys = Chiavi API
activity-by-admins = Amministratori
activity-by-members = Membri
activity-by-system = Il sistema
activity-change = Modifica
activity-who-hint = Chi: una chiave API, un amministratore (con accesso o con un comando nel bot), un membro che agisce nel bot, o il sistema (l’orologio degli abbonamenti, Telegram, Stripe, la riga di comando).
activity-loading = Caricamento delle modifiche…
activity-more = Altre modifiche
activity-empty = Nessuna modifica corrispondente.
activity-caption = Modifiche, dalla più recente
activity-when = Quando
activity-who = Chi
actor-key = chiave { $id }
actor-admin = amministratore { $id }
actor-member = membro { $id }
actor-system = sistema
subject-order = Ordine { $order }
subject-subscription = Abbonamento { $subscription } del membro { $member }
subject-member = Membro { $member }, chat { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (piano { $plan })
subject-admin = Amministratore { $admin }: livello { $level }
subject-form = { $name } (modulo { $form }) del membro { $member }
change-order-paid = Ordine pagato
change-order-refunded = Ordine rimborsato
change-subscription-started = Abbonamento iniziato
change-subscription-renewed = Abbonamento prolungato
change-subscription-canceled = Rinnovo fermato
change-subscription-expiring = Promemoria: l’accesso sta per finire
change-subscription-expired = Abbonamento scaduto
change-subscription-revoked = Abbonamento revocato
change-member-joined = Un membro è entrato in una chat
change-member-removed = Un membro ha lasciato una chat
change-member-muted = Membro silenziato per flood
change-member-banned = Membro bannato
change-member-unbanned = Ban revocato
change-chat-added = Chat aggiunta
change-chat-removed = Chat rimossa
change-plan-created = Piano creato
change-plan-updated = Piano modificato
change-admin-added = Amministratore aggiunto
change-admin-updated = Livello di un amministratore cambiato
change-admin-removed = Amministratore rimosso
change-form-submitted = Modulo compilato
change-command-changed = Comando salvato
change-command-deleted = Comando eliminato
change-text-changed = Testo modificato
change-text-deleted = Testo ripristinato

## Elenchi e moduli comuni

remove = Rimuovi
delete = Elimina
archive = Archivia
edit = Modifica
column-used = Usati
column-expires = Scade
column-name = Nome
column-plans = Piani
column-created = Creato
count-of = { $count } su { $total }
valid-until = Valido fino al
valid-until-hint = { $zone } Vuoto: non scade mai.

## Amministratori

admins-owner = 8 · proprietario (fisso)
admins-level-of = Livello di { $admin }
admins-remove = Rimuovi l’amministratore { $admin }
admins-remove-question = Rimuovere { $admin } dagli amministratori del bot?
admins-what = Aggiungere, modificare o rimuovere amministratori
admins-below = Al livello { $level } gestisci gli amministratori sotto il livello { $level } e puoi dare loro al massimo il livello { $most }.
admins-add = Aggiungi un amministratore
admins-user-id = ID utente Telegram dell’amministratore
admins-level = Livello
admins-add-button = Aggiungi amministratore
admins-loading = Caricamento degli amministratori…
admins-more = Altri amministratori
admins-empty = Nessun amministratore.
admins-caption = Amministratori e loro livelli
admins-admin = Amministratore

## Chat

chats-add = Aggiungi una chat
chats-id = ID della chat
chats-id-hint = L’ID Telegram del gruppo o del canale, per esempio -1001234567890.
chats-name = Nome
chats-type = Tipo
chats-supergroup = Supergruppo
chats-group = Gruppo
chats-channel = Canale
chat-type = { $type ->
    [supergroup] supergruppo
    [group] gruppo
    [channel] canale
   *[other] { $type }
}
chats-add-button = Aggiungi chat
chats-rename = Rinomina
chats-rename-chat = Rinomina { $name }
chats-new-name = Nuovo nome per { $name }
chats-remove = Rimuovi { $name }
chats-remove-question = Rimuovere { $name }? I piani smettono di dare accesso; chi è già dentro resta.
chats-what = Aggiungere, rinominare o rimuovere chat
chats-heading = Le chat del bot
chats-loading = Caricamento delle chat…
chats-more = Altre chat
chats-empty = Ancora nessuna chat: aggiungi i gruppi e i canali che vendi.

## Codici di accesso

codes-new = Nuovi codici di accesso
codes-count = Quanti codici
codes-uses = Usi per codice
codes-create = Crea codici
codes-made = Nuovi codici
codes-copy = Copia il codice { $code }
codes-heading = Codici
codes-loading = Caricamento dei codici…
codes-more = Altri codici
codes-empty = Ancora nessun codice.
codes-caption = Codici di accesso, dal più recente
codes-code = Codice
codes-delete = Elimina il codice { $code }
codes-delete-question = Eliminare { $code }? Non potrà più essere riscattato; l’accesso già dato resta.

## Comandi

commands-new = Nuovo comando
commands-edit = Modifica /{ $name }
commands-command = Comando
commands-command-hint = Ciò che i membri scrivono dopo la barra: a–z, 0–9 e _, per esempio faq. Un nome già usato viene sostituito.
commands-answer = Risposta
commands-answer-hint = Testo semplice, fino a 4.096 caratteri.
commands-description = Descrizione nel menu
commands-description-hint = Mostrata accanto al comando nel menu. Vuoto: la prima riga della risposta.
commands-listed = Elencato nel menu dei comandi dei membri
commands-translations = Traduzioni
commands-translations-hint = I membri con l’app Telegram in quella lingua ricevono invece questa risposta (es vale anche per es-MX).
commands-language-code = Codice lingua
commands-translated-answer = Risposta in quella lingua
commands-remove-translation = Rimuovi traduzione
commands-add-translation = Aggiungi una traduzione
commands-save = Salva comando
commands-saved = /{ $name } salvato.
commands-delete = Elimina /{ $name }
commands-delete-question = Eliminare /{ $name }? Il bot smette di rispondere e il comando esce dal menu.
commands-what = Aggiungere, modificare o eliminare comandi
commands-loading = Caricamento dei comandi…
commands-empty = Ancora nessun comando: aggiungi risposte a ciò che i membri chiedono spesso, come /faq o /rules.
commands-caption = Comandi personalizzati, per nome
commands-in-menu = Nel menu
commands-in-menu-first-line = sì (la prima riga della risposta)
commands-in-menu-no = no

## Testi

texts-intro = Tutto ciò che dice il bot, in ciascuna delle sue lingue. Cambia un messaggio per dirlo a modo tuo: il tuo testo sostituisce quello originale solo in quella lingua, su ogni istanza entro 10 secondi.
texts-what = Modificare i testi del bot
texts-language = Lingua dei testi
texts-find = Cerca
texts-only-yours = Solo i messaggi che ho cambiato
texts-loading = Caricamento dei testi…
texts-caption = I testi del bot in { $language }: { $shown } di { $all }
texts-message = Messaggio
texts-shipped = Testo originale
texts-yours = Il tuo testo
texts-yours-hint = Mantieni le variabili che ti servono, scritte come nel testo originale; l’anteprima mostra dove va ciascuna.
texts-as-shipped = originale
texts-edit = Modifica { $id }
texts-view = Apri { $id }
texts-open = Apri
texts-close = Chiudi
texts-variables = Variabili: { $variables }
texts-no-variables = Questo messaggio non ha variabili.
texts-preview = Anteprima
texts-preview-hint = Valori di esempio: ⟨nome⟩ segna dove va un valore; i numeri valgono 2.
texts-preview-empty = Scrivi un testo per vederlo qui.
texts-preview-syntax = Non è ancora Fluent valido: controlla che ogni parentesi graffa sia chiusa.
texts-preview-variable = Questo messaggio non ha la variabile «{ $name }».
texts-save = Salva testo
texts-saved = { $id } salvato. Il bot lo dirà entro 10 secondi.
texts-restore = Ripristina il testo originale
texts-restored = { $id } è tornato al testo originale.
texts-none-yours = Non hai cambiato nessun messaggio in questa lingua.
texts-none-found = Nessun messaggio corrisponde.

## Coupon

archived = Archiviato
coupons-percent-off = { $percent }% di sconto
coupons-amount-off = { $amount } di sconto
coupons-every-renewal = { $discount }, a ogni rinnovo
coupons-new = Nuovo coupon
coupons-code = Codice
coupons-code-hint = Da 4 a 32 lettere, cifre, _ o -. Vuoto: un codice generato di 8 caratteri.
coupons-percent = Sconto percentuale
coupons-percent-hint = Da 1 a 99. Oppure indica uno sconto in importo qui sotto.
coupons-amount = Sconto in importo
coupons-amount-hint = Per esempio 5.00, nella valuta qui sotto.
coupons-currency = Valuta
coupons-currency-hint = Con uno sconto in importo, per esempio USD o XTR (Stars).
coupons-every-plan = Tutti i piani
coupons-max = Membri che possono usarlo
coupons-max-hint = Vuoto: senza limite. Ogni membro può usarlo una volta.
coupons-duration = Sconta
coupons-once = Solo il primo pagamento
coupons-forever = Anche ogni rinnovo
coupons-create = Crea coupon
coupons-made-code = Codice del nuovo coupon
coupons-made = Nuovo coupon
coupons-copy = Copia il coupon { $code }
coupons-how = I membri lo inseriscono con il pulsante «Ho un coupon» o aprendo il link del tuo bot con { $link }.
coupons-loading = Caricamento dei coupon…
coupons-more = Altri coupon
coupons-empty = Ancora nessun coupon.
coupons-caption = Coupon, dal più recente
coupons-discount = Sconto
coupons-archive = Archivia il coupon { $code }
coupons-archive-question = Archiviare { $code }? I membri non potranno più usarlo; gli ordini lo conservano.

## Moduli

forms-intro = Un membro compila un modulo una sola volta, nel bot, prima della fattura o del pagamento di un piano a cui si applica; un piano ha un modulo alla volta.
forms-new = Nuovo modulo
forms-name-hint = I membri non lo vedono; identifica il modulo nei tuoi elenchi.
forms-asked-before = Chiesto prima dell’acquisto
forms-question-n = Domanda { $n }
forms-key = Chiave
forms-key-hint = a-z, 0-9 e _; dà il nome alla risposta nelle risposte ricevute.
forms-question = Domanda
forms-kind = Tipo di risposta
forms-kind-text = Testo
forms-kind-email = Indirizzo email
forms-kind-number = Numero
forms-kind-choice = Scelta (pulsanti)
forms-choices = Scelte
forms-choices-hint = Per una scelta: da 2 a 10, una per riga.
forms-required = Obbligatoria (altrimenti il membro può saltarla)
forms-add-question = Aggiungi una domanda
forms-remove-question = Rimuovi l’ultima domanda
forms-create = Crea modulo
forms-loading = Caricamento dei moduli…
forms-more = Altri moduli
forms-empty = Ancora nessun modulo.
forms-caption = Moduli, dal più recente
forms-questions = Domande
forms-responses = Risposte
forms-archived = archiviato
forms-live = attivo
forms-responses-to = Risposte a { $name }
forms-responses-caption = Risposte a { $name }, dalla più recente
forms-loading-responses = Caricamento delle risposte…
forms-more-responses = Altre risposte
forms-no-responses = Nessuno ha ancora compilato questo modulo.
forms-submitted = Inviato
forms-delete = Elimina { $name }
forms-archive-question = { $responses ->
    [one] Archiviare { $name }? Non viene più chiesto; la sua unica risposta è conservata.
    [many] Archiviare { $name }? Non viene più chiesto; le sue { $responses } di risposte sono conservate.
   *[other] Archiviare { $name }? Non viene più chiesto; le sue { $responses } risposte sono conservate.
}
forms-delete-question = Eliminare { $name }? Nessuno l’ha compilato.

## Chiavi

keys-create = Crea una chiave
keys-label = Etichetta (a cosa serve)
keys-label-example = Foglio dei ricavi
keys-made = Nuova chiave
keys-made-note = Chiave { $id }: copiala ora. { $once }; Tollgate ne conserva solo l’hash.
    .once = Viene mostrata una sola volta
keys-copy = Copia la chiave { $id }
keys-loading = Caricamento delle chiavi…
keys-more = Altre chiavi
keys-empty = Nessuna chiave.
keys-caption = Chiavi API
keys-key = Chiave
keys-label-column = Etichetta
keys-signed-in = accesso: amministratore { $admin }
keys-last-used = Ultimo uso
keys-revoke = Revoca la chiave { $id }
keys-revoke-question = Revocare la chiave { $id }? Da ora ogni client che la usa viene rifiutato.

## Membri

members-back = Torna a tutti i membri
members-loading-member = Caricamento del membro…
members-no-name = Nome sconosciuto
members-has-access = ha accesso
members-no-access = senza accesso
members-since = dal { $date }
members-referred-by = invitato da { $member }
members-delivery-error = Il bot non riesce a scrivere a questo membro: { $error }
members-what = Modificare gli abbonamenti
members-subscriptions-of = Abbonamenti di { $id }
members-no-subscriptions = Nessun abbonamento.
members-orders-of = Ultimi ordini di { $id }
members-access = Accesso
members-everyone = Tutti
members-with-access = Con accesso
members-without-access = Senza accesso
members-loading = Caricamento dei membri…
members-more = Altri membri
members-empty = Ancora nessun membro.
members-caption = Membri, dal più recente
members-access-yes = Sì
members-access-no = No
members-since-column = Dal

## Ordini

orders-refunded = Rimborsato
orders-refund-order = Rimborsa l’ordine { $id }
orders-refund-question = Rimborsare l’ordine { $id } ({ $amount })? L’accesso che ha dato al membro finisce subito.
orders-refund = Rimborsa
orders-filter = Filtra gli ordini
orders-paid-from = Pagati dal
orders-paid-through = Pagati fino al
orders-zone = Giorni e orari sono quelli del fuso orario del bot ({ $zone }), come nella panoramica.
orders-zone-unknown = Giorni e orari sono quelli del fuso orario del bot, come nella panoramica.
orders-what = Rimborsare gli ordini
orders-loading = Caricamento degli ordini…
orders-more = Altri ordini
orders-empty = Nessun ordine in questo intervallo.
orders-caption = Ordini, dal più recente
orders-order = Ordine
orders-paid-at = Pagato il
orders-amount = Importo
orders-status = Stato
order-status = { $status ->
    [paid] pagato
    [refunded] rimborsato
   *[other] { $status }
}
orders-external-id = ID esterno

## Piani

plans-new = Nuovo piano
plans-edit-plan = Modifica il piano { $name }
plans-length = Durata
plans-length-hint = P1M, P30D, P1Y6M, “1 month”, “30” (giorni), “lifetime” o una data di fine come 2027-06-30
plans-price = Prezzo
plans-price-hint = Un decimale con le cifre della valuta, per esempio 9.99 (XTR: Stars intere).
plans-currency-hint = Codice ISO 4217 come USD o EUR; XTR per le Telegram Stars.
plans-trial = Prova gratuita
plans-trial-hint = Vuoto o 0 per nessuna; altrimenti una durata come P7D.
plans-description = Descrizione
plans-description-hint = Mostrata sotto il piano in /start; fino a 1.000 caratteri.
plans-translations = Traduzioni
plans-translations-hint = Chi legge il bot in quella lingua vede questi testi; un campo vuoto mantiene quello del piano.
plans-translation-language = Lingua della traduzione
plans-translation-name = Nome in quella lingua
plans-translation-description = Descrizione in quella lingua
plans-add-translation = Aggiungi una traduzione
plans-remove-translation = Rimuovi traduzione
plans-project = Progetto (le chat a cui dà accesso)
plans-no-project = Nessuno
plans-options = Opzioni
plans-recurring = Ricorrente (addebitato di nuovo a ogni periodo)
plans-who = Chi può acquistare
plans-who-anyone = Chiunque
plans-who-new = Solo membri mai abbonati
plans-who-returning = Solo membri già abbonati in passato
plans-times = Quante volte un membro può acquistarlo (0: senza limite)
plans-token-only = Solo con un codice di accesso
plans-credit-only = Pagabile solo con il credito
plans-invitee-only = Solo membri invitati da un affiliato
plans-save = Salva piano
plans-create = Crea piano
plans-edit = Modifica { $name }
plans-archive = Archivia { $name }
plans-archive-question = Archiviare { $name }? Non si potrà più acquistare; i membri tengono ciò che hanno.
plans-what = Modificare i piani
plans-loading = Caricamento dei piani…
plans-more = Altri piani
plans-empty = Ancora nessun piano: crea il primo.
plans-trial-column = Prova
plans-option-recurring = ricorrente
plans-option-code-only = solo con codice
plans-option-referred-only = solo invitati
plans-option-newcomers = nuovi membri
plans-option-times = { $times }× per membro
plans-on-sale = In vendita

## Progetti

projects-what = Creare progetti
projects-new = Nuovo progetto
projects-name = Nome del progetto
projects-chats-bundled = Chat incluse
projects-add-chats-first = Prima aggiungi delle chat.
projects-create = Crea progetto
projects-loading = Caricamento dei progetti…
projects-more = Altri progetti
projects-empty = Ancora nessun progetto.
projects-project = Progetto

## Impostazioni: sospendere le vendite

sales = Vendite
sales-paused = Le vendite sono { $state }. I membri vedono il proprio accesso ma nessun piano; non si crea nessuna fattura né pagamento con carta.
    .state = sospese
sales-on = Le vendite sono { $state }. I membri vedono i piani e possono pagare.
    .state = attive
sales-pausing = La sospensione ferma solo le nuove vendite: i rinnovi degli abbonamenti esistenti, i codici di accesso, le concessioni e l’accesso dei membri continuano. Come /pause e /resume nel bot.
sales-switch = Vendite sospese
sales-switch-on = : sì
sales-switch-off = : no

## Impostazioni

settings-loading = Caricamento delle impostazioni…
settings-what = Modificare le impostazioni
settings-general = Impostazioni generali
settings-bot-line = Bot { $bot }, proprietario { $owner }.
settings-bot = Bot
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, proprietario { $owner }
settings-bot-name = Nome del bot
settings-timezone = Fuso orario
settings-timezone-hint = Nome IANA come Europe/Rome: i giorni e i mesi dei ricavi si contano lì, e la dashboard vi mostra ogni data e ora.
settings-currency = Valuta predefinita
settings-reminders = Giorni di promemoria
settings-reminders-hint = Giorni prima della fine di un abbonamento in cui avvisare il membro, per esempio 3, 1. Vuoto: nessuno.
settings-save = Salva impostazioni
settings-secrets = Token e chiavi
settings-secrets-note = Conservati cifrati e mai più mostrati: puoi sostituirli o rimuoverli.
bot-status = Bot: { $status }
bot-status-state = { $status ->
    [running] in funzione
    [starting] in avvio
    [stopped] fermo
   *[other] { $status }
}
bot-status-error = fermato da un errore
secret-label = { $secret ->
    [bot_token] Token del bot
    [stripe_secret_key] Chiave segreta di Stripe
   *[stripe_webhook_secret] Segreto di firma del webhook di Stripe
}
secret-hint = { $secret ->
    [bot_token] Da @BotFather, <id del bot>:<segreto>. Il bot parte in pochi secondi.
    [stripe_secret_key] sk_live_… o sk_test_…: pagamenti con carta.
   *[stripe_webhook_secret] whsec_… dell’endpoint a cui Stripe invia.
}
secret-status = { $secret }: { $state }
secret-set = impostato
secret-not-set = non impostato
secret-set-new = { $secret ->
    [bot_token] Imposta il token del bot
    [stripe_secret_key] Imposta la chiave segreta di Stripe
   *[stripe_webhook_secret] Imposta il segreto di firma del webhook di Stripe
}
secret-replace = { $secret ->
    [bot_token] Sostituisci il token del bot
    [stripe_secret_key] Sostituisci la chiave segreta di Stripe
   *[stripe_webhook_secret] Sostituisci il segreto di firma del webhook di Stripe
}
secret-save = { $secret ->
    [bot_token] Salva il token del bot
    [stripe_secret_key] Salva la chiave segreta di Stripe
   *[stripe_webhook_secret] Salva il segreto di firma
}
secret-remove = { $secret ->
    [bot_token] Rimuovi il token del bot
    [stripe_secret_key] Rimuovi la chiave segreta di Stripe
   *[stripe_webhook_secret] Rimuovi il segreto di firma del webhook di Stripe
}
secret-remove-question = { $secret ->
    [bot_token] Rimuovere il token del bot? Il bot si ferma.
    [stripe_secret_key] Rimuovere la chiave segreta di Stripe? I pagamenti con carta si fermano.
   *[stripe_webhook_secret] Rimuovere il segreto di firma del webhook di Stripe? I pagamenti con carta si fermano.
}

## Abbonamenti

subscriptions-grant = Concedi l’accesso
subscriptions-member-id = ID del membro
subscriptions-member-id-hint = L’ID utente Telegram del membro.
subscriptions-ends-hint = { $zone } Vuoto: la durata del piano da adesso.
subscriptions-trial = Avvia invece la prova gratuita del piano
subscriptions-what = Concedere l’accesso e modificare gli abbonamenti
subscriptions-filter = Filtra gli abbonamenti
subscriptions-plan-archived = { $name } (archiviato)
subscriptions-loading = Caricamento degli abbonamenti…
subscriptions-more = Altri abbonamenti
subscriptions-empty = Nessun abbonamento corrispondente.
subscriptions-caption = Abbonamenti, dal più recente

## Webhook

webhooks-new = Nuovo webhook
webhooks-edit = Modifica il webhook { $id }
webhooks-url = URL
webhooks-url-hint = https:// su un indirizzo pubblico; Tollgate vi invia ogni evento in POST, firmato.
webhooks-events = Eventi
webhooks-all-events = Tutti gli eventi
webhooks-all-events-short = tutti gli eventi
webhooks-description = Descrizione
webhooks-save = Salva webhook
webhooks-add = Aggiungi webhook
webhooks-log = Registro delle consegne
webhooks-all = Tutte
webhooks-pending = In attesa
webhooks-delivered = Consegnate
webhooks-failed = Non riuscite
delivery-status = { $status ->
    [pending] in attesa
    [delivered] consegnata
    [failed] non riuscita
   *[other] { $status }
}
webhooks-refresh = Aggiorna
webhooks-loading-attempts = Caricamento dei tentativi…
webhooks-more-attempts = Altri tentativi
webhooks-no-deliveries = Ancora nessuna consegna.
webhooks-deliveries-caption = Consegne al webhook { $id }, dalla più recente
webhooks-event = Evento
webhooks-attempt = Tentativo
webhooks-answer = Risposta
webhooks-took = Durata
webhooks-error = Errore
webhooks-next-attempt = Prossimo tentativo
webhooks-title-enabled = Webhook { $id } · attivo
webhooks-title-disabled = Webhook { $id } · disattivato
webhooks-failing-since = Errori dal { $date }.
webhooks-previous-secret = Il segreto precedente firma anche fino al { $date }.
webhooks-pause = Sospendi
webhooks-enable = Attiva
webhooks-test = Invia una prova
webhooks-rotate = Nuovo segreto per il webhook { $id }
webhooks-rotate-question = Creare un nuovo segreto di firma? Per 24 ore le consegne sono firmate con entrambi, così il tuo ricevitore può passare al nuovo.
webhooks-new-secret = Nuovo segreto
webhooks-delete = Elimina il webhook { $id }
webhooks-delete-question = Eliminare il webhook { $id } e il suo registro delle consegne?
webhooks-hide-deliveries = Nascondi consegne
webhooks-deliveries = Consegne
webhooks-secret = Segreto di firma
webhooks-secret-note = Segreto di firma del webhook { $id }: { $now } Verifica le consegne con questo (docs/webhooks.md).
    .now = copialo ora, non verrà più mostrato.
webhooks-copy-secret = Copia il segreto di firma del webhook { $id }
webhooks-kept = L’ho salvato
webhooks-loading = Caricamento dei webhook…
webhooks-empty = Ancora nessun webhook: aggiungi un tuo URL per sapere di ogni vendita.
