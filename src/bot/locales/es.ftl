# Las palabras del bot en español. Mismos mensajes y variables que en.ftl.

## Perfil del bot

bot-description = Este bot vende acceso a grupos y canales privados. Envía /start para ver los planes, paga con Telegram Stars o con tarjeta y recibe aquí mismo tus enlaces de invitación personales.
bot-short-description = Acceso a grupos privados: elige un plan, paga y recibe tus enlaces de invitación.

## Menú de comandos

command-start = Planes y tu acceso
command-redeem = Canjear un código de acceso
command-cancel = Detener las preguntas en curso
command-help = Qué puedes hacer aquí
command-language = Elegir tu idioma
command-dashboard = Un enlace para entrar al panel
command-stats = Ingresos y ventas de hoy y de este mes
command-plans = Los planes: precio, duración, suscripciones activas
command-analytics = MRR, bajas, LTV y pruebas ahora
command-broadcast = Enviar un mensaje a todos los miembros con acceso
command-pause = Pausar las ventas: no se vende nada nuevo, el acceso sigue
command-resume = Reanudar las ventas tras /pause
command-flood = Control de flood: /flood <mensajes> <segundos> [mute <minutos>], /flood off
command-grant = Dar un plan a un miembro: /grant <member_id> <plan_id>
command-members = Acceso y pedidos de un miembro: /members <member_id o @usuario>
command-ban = Bloquear a un miembro: /ban <member_id> [motivo]
command-unban = Levantar un bloqueo: /unban <member_id>
command-export = Los miembros en una hoja de cálculo (CSV)
command-coupons = Cupones: lista, o /coupons new 20% <plan_id>
command-backup = Una copia de seguridad del bot en un archivo

## Idiomas

language-choose = Elige tu idioma:
language-chosen = Listo: a partir de ahora te hablaré en español.

## Piezas de formato

day-never = nunca (acceso de por vida)
length-life = de por vida
length-until = hasta el { $date }
length-years = { $n ->
    [one] { $n } año
   *[other] { $n } años
}
length-months = { $n ->
    [one] { $n } mes
   *[other] { $n } meses
}
length-days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
duration-seconds = { $n } s
duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
duration-hours = { $h } h
duration-hours-minutes = { $h } h { $m } min
plan-fallback = plan { $id }

## El menú del miembro y su acceso

welcome = ¡Hola! Elige un plan para obtener acceso:
welcome-named = ¡Hola, { $name }! Elige un plan para obtener acceso:
nothing-to-sell = Ahora mismo no hay nada a la venta.
your-access =
    Tu acceso:
    { $lines }
access-line = • { $plan }: hasta el { $ends }
links = ¡Ya estás dentro! Toca para unirte (cada enlace solo te deja entrar a ti).
links-until = ¡Ya estás dentro! Toca para unirte (cada enlace solo te deja entrar a ti). Acceso hasta el { $ends }.
renewed = ¡Gracias! { $plan } sigue activo hasta el { $ends }.
ended = Tu acceso con { $plan } ha terminado. Envía /start para renovarlo.
expiring = Tu acceso con { $plan } termina el { $ends }. Envía /start para renovarlo.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = Suscribirse: { $plan } — { $price } al mes
trial-button = Empezar prueba gratis: { $plan }
trial-started = Tu prueba gratis de { $plan } dura hasta el { $ends }. Ahora te llegan tus enlaces.
trial-unavailable = Esta prueba no está disponible para ti.
subscribe-link = Abre el enlace para suscribirte (se renueva cada mes hasta que la canceles):
invoice-description = Acceso durante { $length }
invoice-description-coupon = Acceso durante { $length }, con el cupón { $code }
invoice-description-life = Acceso de por vida
invoice-description-life-coupon = Acceso de por vida, con el cupón { $code }
foreign-invoice = Esta factura se hizo para otro miembro; envía /start para obtener la tuya.
price-changed = El precio de este plan ha cambiado; envía /start para ver el actual.
not-sold-here = Este plan no se puede comprar aquí.
sales-paused = Las ventas están en pausa por ahora: no se puede comprar nada nuevo. Tu acceso, si lo tienes, sigue como siempre; envía /start más tarde.
pay-by-card = Paga con tarjeta en la página de pago segura; tus enlaces llegarán en cuanto se complete el pago.
card-button = Pagar con tarjeta
redeem-usage = Envía /redeem seguido de tu código, por ejemplo: /redeem K7PQ2MX9TA
redeemed = Código aceptado: { $plan } hasta el { $ends }. Ahora te llegan tus enlaces.
referred = ¡Bienvenido! Te ha invitado un miembro.
not-understood = No te he entendido. Envía /start para ver los planes, o /help para ver lo que puedo hacer.

## Por qué no se puede obtener un plan

refusal-no-plan = Este plan ya no existe.
refusal-no-longer-sold = Este plan ya no está a la venta.
refusal-banned = Aquí no puedes comprar ni canjear nada: el propietario te ha bloqueado.
refusal-token-only = Este plan solo está disponible con un código de acceso.
refusal-credit-only = Este plan solo se puede pagar con crédito.
refusal-newcomers = Este plan es solo para miembros nuevos.
refusal-returning = Este plan es solo para miembros que ya se han suscrito antes.
refusal-invitee-only = Este plan es solo para miembros invitados por otro miembro.
refusal-used-up = Ya has obtenido este plan todas las veces que permite.

## Cupones, para miembros

coupon-button = Tengo un cupón
ask-coupon = Envíame tu código de cupón.
coupon-placeholder = Código de cupón
coupon-applied = Cupón { $code } aceptado: { $off } de descuento. Elige un plan:
coupon-buy-button = { $plan } — { $now } (antes { $was })
coupon-fits-nothing = El cupón { $code } no sirve para ningún plan que puedas comprar aquí.
coupon-unknown = Ese código de cupón no es válido; revísalo e inténtalo de nuevo.
coupon-archived = El cupón { $code } ya no es válido.
coupon-expired = El cupón { $code } caducó el { $date }.
coupon-used-up = El cupón { $code } ya se ha agotado.
coupon-used-by-you = Ya has usado el cupón { $code }.
coupon-not-for-plan = El cupón { $code } no sirve para este plan.
coupon-not-for-renewals = El cupón { $code } es solo para un primer pago, y este plan se renueva cada mes al precio con el que te suscribes.

## Formularios

form-intro = Unas preguntas antes de pagar. Envía /cancel para parar cuando quieras.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (opcional)
skip-button = Omitir
form-thanks = Gracias, tus respuestas se han guardado.
form-cancelled = Detenido: no se han guardado tus respuestas. Envía /start cuando quieras volver a ver los planes.
form-abandoned = Se han detenido las preguntas: no se han guardado tus respuestas.
nothing-to-cancel = No hay nada que cancelar.
form-stale-button = Esa pregunta ya no está abierta.
form-refused-empty = Por favor, envía una respuesta.
form-refused-too-long = Esa respuesta es demasiado larga: como máximo 1000 caracteres, por favor.
form-refused-email = Eso no parece una dirección de correo; envía una como nombre@ejemplo.com.
form-refused-number = Por favor, envía un número, como 12 o 12,5.
form-refused-choice = Por favor, toca uno de los botones.
form-refused-not-text = Por favor, responde con un mensaje de texto.

## Nunca en silencio

payment-not-started = Lo sentimos, no se pudo iniciar el pago ({ $reason }). Inténtalo de nuevo más tarde o contacta con el propietario.
invoice-refused = la plataforma rechazó la factura
invoice-price-refused = la plataforma no acepta el precio de este plan
checkout-refused = no se pudo abrir el pago con tarjeta
links-refused = Tu acceso está registrado y el propietario ya está avisado. Todavía no he podido crear { $count ->
    [one] tu enlace de invitación
   *[other] tus enlaces de invitación
} para { $chats }; envía /start más tarde para { $count ->
    [one] recibirlo
   *[other] recibirlos
}.
links-partly =
    { $links }

    Todavía no he podido crear tu enlace de invitación para { $chats }. Tu acceso está registrado y el propietario ya está avisado; envía /start más tarde para recibirlo.

## Administradores

not-admin = Este comando es para los administradores del bot.
help =
    Comandos:
    { $lines }
broadcast-usage = Envía /broadcast seguido del mensaje, por ejemplo: /broadcast Nuevas señales a las 18:00
broadcast-queued = El mensaje masivo está en cola; llegará a todos los miembros con acceso dentro de los límites de la plataforma.
grant-usage = Envía /grant <member_id> <plan_id>, por ejemplo: /grant 123456789 2
granted = { $plan } concedido a { $member } hasta el { $ends }.
stats =
    Ventas:
    { $lines }
stats-today = Hoy: { $revenue } ({ $sales ->
    [one] { $sales } venta
   *[other] { $sales } ventas
})
stats-month = Este mes: { $revenue } ({ $sales ->
    [one] { $sales } venta
   *[other] { $sales } ventas
})
plans =
    Planes:
    { $lines }
plans-more =
    Planes:
    { $lines }
    …y { $more } más: consulta el panel.
plan-line = #{ $id } { $plan } — { $price }, { $length } — { $live } activas
plan-line-archived = #{ $id } { $plan } — { $price }, { $length } — { $live } activas (archivado)
no-plans = Todavía no hay planes. Crea uno en el panel o con POST /plans.
paused = Ventas en pausa: los miembros ven su acceso pero ningún plan, y no se crea ninguna factura ni pago con tarjeta. Las renovaciones, los códigos y el acceso siguen. Envía /resume para volver a vender.
already-paused = Las ventas ya estaban en pausa. Envía /resume para volver a vender.
resumed = Las ventas se han reanudado: los miembros ven los planes y pueden volver a pagar.
not-paused = Las ventas no estaban en pausa; los miembros pueden comprar con normalidad.
analytics =
    Ingresos recurrentes ahora:
    { $lines }
    Los movimientos y las cohortes están en el panel (/dashboard).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr }), { $paying } de pago{ $arpu }, bajas a 30 días { $churn }{ $ltv }
analytics-arpu = , ARPU { $amount }
analytics-ltv = , LTV { $amount }
analytics-trials = Pruebas: { $active } activas; últimos 90 días: { $started } iniciadas, { $converted } convertidas ({ $rate })
sign-in-link =
    Tu enlace para entrar al panel. Funciona una sola vez y durante 10 minutos; no lo reenvíes:
    { $link }

## Control de flood

flood-usage = Envía /flood <mensajes> <segundos> para borrar lo que un miembro envíe por encima de esa cantidad de mensajes en esos segundos en un chat; añade mute <minutos> para silenciarlo también, o /flood off. Mensajes 2–100, segundos 1–3600, minutos 1–1440. Por ejemplo: /flood 5 10 mute 10
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = los minutos deben estar entre 1 y 1440
flood-on = El control de flood está activado: se borran los mensajes de un miembro que pasen de { $messages } en { $seconds } s en un chat. Tus administradores y los administradores de los chats nunca tienen límite. /flood off lo desactiva.
flood-on-mute = El control de flood está activado: se borran los mensajes de un miembro que pasen de { $messages } en { $seconds } s en un chat, y se le silencia durante { $mute }. Tus administradores y los administradores de los chats nunca tienen límite. /flood off lo desactiva.
flood-off = El control de flood está desactivado: no se cuenta ni se borra nada. Envía /flood <mensajes> <segundos> para activarlo.
flood-muted = { $name } queda silenciado durante { $duration } por enviar demasiados mensajes.

## Miembros y bloqueos

ban-usage = Envía /ban <member_id> [motivo], por ejemplo: /ban 123456789 spam. En un grupo, responde /ban al mensaje del miembro.
unban-usage = Envía /unban <member_id>, por ejemplo: /unban 123456789. En un grupo, responde /unban al mensaje del miembro.
ban-reason-too-long = El motivo es demasiado largo: como máximo { $max } caracteres.
banned = { $who } bloqueado: se le retira el acceso, se le saca de todos los chats y no puede volver a entrar ni comprar nada. /unban lo levanta.
already-banned = { $who } ya estaba bloqueado.
banned-in-group = { $who } está bloqueado.
unbanned = Bloqueo levantado para { $who }: puede volver a comprar. El acceso que retiró el bloqueo no se devuelve.
not-banned = { $who } no está bloqueado.
unbanned-in-group = { $who } ya no está bloqueado.
members-usage = Envía /members <member_id o @usuario>, por ejemplo: /members 123456789 o /members @alice
unknown-member = No conozco a { $who }: un miembro se conoce cuando inicia el bot, paga o recibe un plan.
member-access =
    Acceso:
    { $lines }
member-no-access = Sin acceso ahora.
member-orders =
    Últimos pedidos:
    { $lines }
member-no-orders = Sin pedidos.
ban-line = Bloqueado desde el { $since }.
ban-line-reason = Bloqueado desde el { $since }: { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = pagado
order-status-refunded = reembolsado

## Archivos

export-queued = Preparando el archivo de miembros; llegará aquí en un momento.
backup-queued = Preparando la copia de seguridad; llegará aquí en un momento.
file-caption-members = Tus miembros en CSV: se abre con cualquier hoja de cálculo.
file-caption-backup = Tu copia de seguridad (NDJSON). Guárdala bien: contiene tus miembros y pedidos. Para restaurarla en otro sitio: tollgate bots import.
file-too-big-members = El archivo de miembros supera los 50 MB, más de lo que un bot puede enviar. Descárgalo con la API: GET /exports/members, con una clave de nivel 5 o superior.
file-too-big-backup = La copia de seguridad supera los 50 MB, más de lo que un bot puede enviar. Descárgala con la API (GET /backup, con una clave de nivel 6 o superior) o en el servidor con tollgate bots export.

## Cupones, para administradores

coupons-usage = Envía /coupons para ver los cupones, /coupons new 20% <plan_id> para crear uno (sin plan sirve para todos), o /coupons new 5 <plan_id> para 5 de descuento en la moneda del plan.
coupons-none = Todavía no hay cupones. Crea uno con /coupons new 20% <plan_id>.
coupons-list =
    Cupones (los más nuevos primero):
    { $lines }
coupon-made = Cupón { $code } creado: { $off } de descuento en { $plans }, una vez por miembro. Los miembros lo introducen con el botón «Tengo un cupón» o abriendo { $link }
coupon-not-made = No se ha creado: { $reasons }.
coupon-every-plan = todos los planes
coupon-plans = { $count ->
    [one] el plan { $ids }
   *[other] los planes { $ids }
}
coupon-line = • { $code } — { $off } de descuento en { $plans }, { $used } usados{ $until }, { $duration }
coupon-line-archived = • { $code } — { $off } de descuento en { $plans }, { $used } usados{ $until }, { $duration } (archivado)
coupon-until = , hasta el { $date }
coupon-duration-once = una vez
coupon-duration-forever = siempre

## Avisos al propietario cuando no se pueden crear enlaces

alert-invite-rights = No puedo crear enlaces de invitación para { $chat }: necesito allí el permiso «Invitar usuarios». Hay miembros que han pagado esperando sus enlaces.
alert-invite-absent = No puedo crear enlaces de invitación para { $chat }: no soy miembro (nunca me añadieron, o me sacaron). Añádeme como administrador con el permiso «Invitar usuarios». Hay miembros que han pagado esperando sus enlaces.
alert-invite-missing = No puedo crear enlaces de invitación para { $chat }: la plataforma dice que el chat no existe (se borró o cambió su id). Revisa su chat id en Tollgate. Hay miembros que han pagado esperando sus enlaces.
alert-invite-other = No puedo crear enlaces de invitación para { $chat }: la plataforma lo rechazó ({ $detail }). Hay miembros que han pagado esperando sus enlaces.

## Lo que el servicio rechazó

refusal-code-unknown = Ese código no es válido. Revísalo e inténtalo de nuevo.
refusal-code-used-up = El código { $code } ya se ha agotado. Pide uno nuevo.
refusal-code-expired = El código { $code } caducó el { $date }. Pide uno nuevo.
refusal-code-plan-gone = El código { $code } es de un plan que ya no se ofrece. Pide un código nuevo.
refusal-trial-used = Ya tuviste { $plan } antes: su prueba es solo para miembros nuevos.
refusal-holds-plan = { $member } ya tiene { $plan }. Cambia la fecha de fin de esa suscripción.
refusal-plan-unknown = Este bot no tiene el plan { $plan }. Envía /plans para ver los ids de los planes.
refusal-plan-archived = El plan { $plan } está archivado y ya no se puede conceder.
refusal-member-banned = { $member } está bloqueado: no se le puede conceder ni vender nada hasta que lo desbloquees (/unban { $member }).
refusal-not-member = { $member } aún no es miembro de este bot: alguien pasa a ser miembro cuando inicia el bot, paga o recibe un plan.
refusal-ban-owner = { $member } es el propietario del bot y no se le puede bloquear.
refusal-ban-admin = { $member } es administrador de este bot (nivel { $level }). Quítalo como administrador antes de bloquearlo.
