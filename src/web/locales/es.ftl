# El panel de Tollgate en español. Mismos mensajes y variables que en.ftl (test/web/locales.test.ts).

## El marco: acceso, cabecera, navegación, menú de idioma

page-title = { $screen } · Tollgate
sign-in-title = Iniciar sesión · Tollgate
signing-in = Iniciando sesión…
session-ended = Tu sesión ha terminado (se cerró, caducó o se revocó su clave); vuelve a iniciar sesión.
link-refused = Este enlace de acceso ya se usó o ha caducado; vuelve a enviar /dashboard al bot.
sign-in-refused = Este ID del bot y esta clave de API no corresponden a ninguna clave activa; revisa ambos.
sign-in-admins = Administradores: envía { $command } al bot en un chat privado y abre el enlace con el que responde.
sign-in-keys = O inicia sesión con el ID de tu bot y una clave de API: una de { $command } o creada en Claves una vez dentro.
sign-in-bot-id = ID del bot
sign-in-api-key = Clave de API
sign-in-api-key-hint = Solo se guarda en esta pestaña del navegador; al cerrarla se cierra la sesión.
sign-in = Iniciar sesión
skip-to-content = Saltar al contenido
header-bot = Bot { $bot } · nivel { $level }
sign-out = Cerrar sesión
sections = Secciones
language = Idioma
screen-needs = La pantalla { $screen } requiere el nivel { $needed }; tienes el nivel { $level }.
not-shown-part = { $screens } (nivel { $level })
not-shown = No se muestran en tu nivel ({ $level }): { $parts }.

screen-overview = Resumen
screen-analytics = Analítica
screen-orders = Pedidos
screen-plans = Planes
screen-chats = Chats
screen-projects = Proyectos
screen-members = Miembros
screen-subscriptions = Suscripciones
screen-coupons = Cupones
screen-forms = Formularios
screen-codes = Códigos de acceso
screen-commands = Comandos
screen-texts = Textos
screen-admins = Administradores
screen-activity = Actividad
screen-webhooks = Webhooks
screen-keys = Claves
screen-settings = Ajustes

## Partes comunes

try-again = Reintentar
working = Procesando…
cancel = Cancelar
save = Guardar
copy = Copiar
copied = Copiado
loading = Cargando…
list-separator = {", "}
never = nunca
none = ninguno
so-far = (hasta ahora)
needs = { $what } requiere el nivel { $needed }; tienes el nivel { $level }.
zone-hint = En la zona horaria del bot ({ $zone }).
zone-hint-unknown = En la zona horaria del bot.
level-option = { $level } · { $powers }
level-2 = control antiflood
level-3 = analítica y difusiones
level-4 = chats, expulsiones y planes
level-5 = exportaciones
level-6 = copias de seguridad, cupones y formularios
level-7 = miembros y proyectos
level-8 = todo
plan-field = Plan
plan-fallback = Plan { $id }

length-lifetime = de por vida
length-until = hasta el { $date }
length-years = { $count ->
    [one] { $count } año
    [many] { $count } de años
   *[other] { $count } años
}
length-months = { $count ->
    [one] { $count } mes
    [many] { $count } de meses
   *[other] { $count } meses
}
length-weeks = { $count ->
    [one] { $count } semana
    [many] { $count } de semanas
   *[other] { $count } semanas
}
length-days = { $count ->
    [one] { $count } día
    [many] { $count } de días
   *[other] { $count } días
}

## Suscripciones en las tablas

column-subscription = Suscripción
column-member = Miembro
column-plan = Plan
column-state = Estado
column-source = Origen
column-ends = Termina
column-problem = Problema
column-actions = Acciones
subscription-state = { $state ->
    [active] activa
    [canceled] cancelada
    [expired] vencida
    [revoked] revocada
   *[other] { $state }
}
subscription-state-trial = { $state } (prueba)
subscription-state-recurring = { $state }, recurrente
subscription-source = { $source ->
    [payment] pago
    [trial] prueba
    [code] código
    [grant] concesión
   *[other] { $source }
}
subscription-ended = Terminada
subscription-new-end = Nuevo fin de la suscripción { $id }
subscription-new-end-hint = { $zone } Vacío: de por vida.
subscription-save-end = Guardar fin
subscription-change-end-of = Cambiar el fin de la suscripción { $id }
subscription-change-end = Cambiar el fin
subscription-cancel-renewals = Cancelar las renovaciones de la suscripción { $id }
subscription-cancel-renewals-question = ¿Detener las renovaciones? El acceso dura hasta el final ya pagado.
subscription-stop-renewals = Detener renovaciones
subscription-revoke = Revocar la suscripción { $id }
subscription-revoke-question = ¿Revocar la suscripción { $id }? { $member } pierde el acceso ahora y se le saca de los chats.
revoke = Revocar
member-fallback = Miembro { $id }

## Gráficos y cohortes

chart-period = Periodo
chart-revenue = Ingresos
chart-sales = Ventas
chart-revenue-axis = Ingresos ({ $currency })
movements-axis = Variación del MRR ({ $currency })
movement-new = Nuevo
movement-reactivation = Reactivación
movement-expansion = Expansión
movement-contraction = Contracción
movement-churned = Bajas
movement-net = Variación neta
cohorts-caption = Miembros que siguen pagando, por mes de su primer pago
cohorts-cohort = Cohorte
cohorts-members = Miembros
cohorts-month = Mes { $month }
cohorts-cell = { $count } de { $members } siguen pagando al final del mes { $month } ({ $percent })
cohorts-cell-now = { $count } de { $members } siguen pagando ahora ({ $percent })

## Resumen

overview-today = Hoy
overview-this-month = Este mes
overview-members = Miembros con acceso
overview-ending = Terminan en 7 días
overview-no-sales = Sin ventas
overview-money = { $amount } · { $sales ->
    [one] { $sales } venta
    [many] { $sales } de ventas
   *[other] { $sales } ventas
}
overview-card-needs = Requiere el nivel { $needed }; tienes el nivel { $level }.
overview-loading-totals = Cargando totales…
overview-loading-revenue = Cargando ingresos…
overview-revenue = Ingresos
overview-period = Periodo
overview-day = Día
overview-month = Mes
overview-year = Año
overview-periods = Periodos
overview-currency = Moneda
overview-no-sales-yet = { $unit ->
    [day] Aún no hay ventas en estos días.
    [month] Aún no hay ventas en estos meses.
   *[year] Aún no hay ventas en estos años.
}
overview-chart = { $unit ->
    [day] Ingresos en { $currency } por día, de { $from } a { $to }: { $total ->
        [one] { $total } venta
        [many] { $total } de ventas
       *[other] { $total } ventas
    } en total. La tabla de abajo tiene todas las cifras.
    [month] Ingresos en { $currency } por mes, de { $from } a { $to }: { $total ->
        [one] { $total } venta
        [many] { $total } de ventas
       *[other] { $total } ventas
    } en total. La tabla de abajo tiene todas las cifras.
   *[year] Ingresos en { $currency } por año, de { $from } a { $to }: { $total ->
        [one] { $total } venta
        [many] { $total } de ventas
       *[other] { $total } ventas
    } en total. La tabla de abajo tiene todas las cifras.
}
overview-table = { $unit ->
    [day] Ingresos y ventas en { $currency } por día
    [month] Ingresos y ventas en { $currency } por mes
   *[year] Ingresos y ventas en { $currency } por año
}

## Analítica

analytics-loading = Cargando ingresos recurrentes…
analytics-loading-cohorts = Cargando cohortes…
analytics-recurring = Ingresos recurrentes
analytics-recurring-none = Aún no hay ingresos recurrentes. El MRR, las bajas y sus movimientos aparecen cuando un miembro paga un plan con fecha de fin (el acceso de por vida, las concesiones, las pruebas y los códigos de acceso no generan ingresos recurrentes).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Miembros que pagan
analytics-arpu = ARPU
analytics-arpu-none = nadie paga ahora
analytics-churn = Tasa de bajas, últimos 30 días
analytics-ltv = LTV
analytics-ltv-none = no hay bajas entre las que dividir
analytics-nobody-pays = Nadie paga en { $currency } ahora, y nadie lo hacía hace 30 días.
analytics-movements = Movimientos del MRR
analytics-no-mrr = { $months ->
    [one] Sin MRR en { $currency } en el último mes.
    [many] Sin MRR en { $currency } en los últimos { $months } de meses.
   *[other] Sin MRR en { $currency } en los últimos { $months } meses.
}
analytics-mrr-start = MRR inicial
analytics-mrr-end = MRR final
analytics-movements-table = Movimientos del MRR en { $currency } por mes
analytics-movements-chart = Movimientos del MRR en { $currency } por mes, de { $from } a { $to }: el MRR pasó de { $start } a { $end }; en total, { $new } por altas nuevas, { $reactivation } por reactivaciones, { $expansion } por expansión, { $contraction } por contracción y { $churned } por bajas. La tabla de abajo tiene todas las cifras.
analytics-trials = Pruebas gratuitas
analytics-trials-none = Ninguna prueba gratuita en los últimos 90 días. Un plan con prueba (Planes) permite a los miembros probarlo antes de pagar.
analytics-trials-active = Pruebas activas
analytics-trials-started = Iniciadas, últimos 90 días
analytics-trials-converted = Convertidas
analytics-trials-rate = Tasa de conversión
analytics-cohorts = Cohortes
analytics-cohorts-none = Aún no hay miembros que paguen: aquí aparecen los nuevos miembros de pago de cada mes y cuántos siguen pagando mes tras mes.

## Actividad

any = Cualquiera
show = Mostrar
activity-filter = Filtrar cambios
activity-made-by = Hecho por
activity-anyone = Cualquiera
activity-by-keys = Claves de API
activity-by-admins = Administradores
activity-by-members = Miembros
activity-by-system = El sistema
activity-change = Cambio
activity-who-hint = Quién: una clave de API, un administrador (con sesión iniciada o con un comando en el bot), un miembro desde el bot o el sistema (el reloj de suscripciones, Telegram, Stripe, la línea de comandos).
activity-loading = Cargando cambios…
activity-more = Más cambios
activity-empty = Ningún cambio coincide.
activity-caption = Cambios, los más recientes primero
activity-when = Cuándo
activity-who = Quién
actor-key = clave { $id }
actor-admin = administrador { $id }
actor-member = miembro { $id }
actor-system = sistema
subject-order = Pedido { $order }
subject-subscription = Suscripción { $subscription } del miembro { $member }
subject-member = Miembro { $member }, chat { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (plan { $plan })
subject-admin = Administrador { $admin }: nivel { $level }
subject-form = { $name } (formulario { $form }) del miembro { $member }
change-order-paid = Pedido pagado
change-order-refunded = Pedido reembolsado
change-subscription-started = Suscripción iniciada
change-subscription-renewed = Suscripción ampliada
change-subscription-canceled = Renovación detenida
change-subscription-expiring = Recordatorio: el acceso termina pronto
change-subscription-expired = Suscripción vencida
change-subscription-revoked = Suscripción revocada
change-member-joined = Un miembro entró en un chat
change-member-removed = Un miembro salió de un chat
change-member-muted = Miembro silenciado por flood
change-member-banned = Miembro expulsado
change-member-unbanned = Miembro readmitido
change-chat-added = Chat añadido
change-chat-removed = Chat eliminado
change-plan-created = Plan creado
change-plan-updated = Plan modificado
change-admin-added = Administrador añadido
change-admin-updated = Nivel de administrador cambiado
change-admin-removed = Administrador eliminado
change-form-submitted = Formulario respondido
change-command-changed = Comando guardado
change-command-deleted = Comando eliminado
change-text-changed = Texto cambiado
change-text-deleted = Texto restaurado

## Listas y formularios comunes

remove = Quitar
delete = Eliminar
archive = Archivar
edit = Editar
column-used = Usos
column-expires = Caduca
column-name = Nombre
column-plans = Planes
column-created = Creado
count-of = { $count } de { $total }
valid-until = Válido hasta
valid-until-hint = { $zone } Vacío: no caduca.

## Administradores

admins-owner = 8 · propietario (fijo)
admins-level-of = Nivel de { $admin }
admins-remove = Quitar al administrador { $admin }
admins-remove-question = ¿Quitar a { $admin } de los administradores del bot?
admins-what = Añadir, cambiar o quitar administradores
admins-below = En el nivel { $level } gestionas a los administradores por debajo del nivel { $level } y puedes darles como máximo el nivel { $most }.
admins-add = Añadir un administrador
admins-user-id = ID de usuario de Telegram del administrador
admins-level = Nivel
admins-add-button = Añadir administrador
admins-loading = Cargando administradores…
admins-more = Más administradores
admins-empty = No hay administradores.
admins-caption = Administradores y sus niveles
admins-admin = Administrador

## Chats

chats-add = Añadir un chat
chats-id = ID del chat
chats-id-hint = El ID de Telegram del grupo o canal, por ejemplo -1001234567890.
chats-name = Nombre
chats-type = Tipo
chats-supergroup = Supergrupo
chats-group = Grupo
chats-channel = Canal
chat-type = { $type ->
    [supergroup] supergrupo
    [group] grupo
    [channel] canal
   *[other] { $type }
}
chats-add-button = Añadir chat
chats-rename = Renombrar
chats-rename-chat = Renombrar { $name }
chats-new-name = Nuevo nombre para { $name }
chats-remove = Quitar { $name }
chats-remove-question = ¿Quitar { $name }? Los planes dejan de dar acceso a él; los miembros que ya están dentro se quedan.
chats-what = Añadir, renombrar o quitar chats
chats-heading = Los chats del bot
chats-loading = Cargando chats…
chats-more = Más chats
chats-empty = Aún no hay chats: añade los grupos y canales que vendes.

## Códigos de acceso

codes-new = Nuevos códigos de acceso
codes-count = Cuántos códigos
codes-uses = Usos por código
codes-create = Crear códigos
codes-made = Códigos nuevos
codes-copy = Copiar el código { $code }
codes-heading = Códigos
codes-loading = Cargando códigos…
codes-more = Más códigos
codes-empty = Aún no hay códigos.
codes-caption = Códigos de acceso, los más recientes primero
codes-code = Código
codes-delete = Eliminar el código { $code }
codes-delete-question = ¿Eliminar { $code }? Ya no se podrá canjear; el acceso que dio se mantiene.

## Comandos

commands-new = Nuevo comando
commands-edit = Editar /{ $name }
commands-command = Comando
commands-command-hint = Lo que los miembros escriben tras la barra: a–z, 0–9 y _, por ejemplo faq. Un nombre que ya existe se sustituye.
commands-answer = Respuesta
commands-answer-hint = Texto sin formato, hasta 4096 caracteres.
commands-description = Descripción en el menú
commands-description-hint = Aparece junto al comando en el menú. Vacío: la primera línea de la respuesta.
commands-listed = Visible en el menú de comandos de los miembros
commands-translations = Traducciones
commands-translations-hint = Los miembros cuya app de Telegram está en ese idioma reciben esta respuesta en su lugar (es también sirve para es-MX).
commands-language-code = Código de idioma
commands-translated-answer = Respuesta en ese idioma
commands-remove-translation = Quitar traducción
commands-add-translation = Añadir una traducción
commands-save = Guardar comando
commands-saved = /{ $name } guardado.
commands-delete = Eliminar /{ $name }
commands-delete-question = ¿Eliminar /{ $name }? El bot deja de responderlo y desaparece del menú.
commands-what = Añadir, cambiar o eliminar comandos
commands-loading = Cargando comandos…
commands-empty = Aún no hay comandos: añade respuestas a lo que los miembros preguntan a menudo, como /faq o /rules.
commands-caption = Comandos personalizados, por nombre
commands-in-menu = En el menú
commands-in-menu-first-line = sí (la primera línea de la respuesta)
commands-in-menu-no = no

## Textos

texts-intro = Todo lo que dice el bot, en cada uno de sus idiomas. Cambia un mensaje para decirlo a tu manera: tu texto sustituye al original solo en ese idioma, en todas las instancias en menos de 10 segundos.
texts-what = Cambiar los textos del bot
texts-language = Idioma de los textos
texts-find = Buscar
texts-only-yours = Solo los mensajes que cambié
texts-loading = Cargando textos…
texts-caption = Los textos del bot en { $language }: { $shown } de { $all }
texts-message = Mensaje
texts-shipped = Texto original
texts-yours = Tu texto
texts-yours-hint = Conserva las variables que necesites, escritas como en el texto original; la vista previa muestra dónde va cada una.
texts-as-shipped = como viene
texts-edit = Editar { $id }
texts-view = Abrir { $id }
texts-open = Abrir
texts-close = Cerrar
texts-variables = Variables: { $variables }
texts-no-variables = Este mensaje no tiene variables.
texts-preview = Vista previa
texts-preview-hint = Valores de ejemplo: ⟨nombre⟩ marca dónde va un valor; los números son 2.
texts-preview-empty = Escribe un texto para verlo aquí.
texts-preview-syntax = Todavía no es Fluent válido: comprueba que todas las llaves estén cerradas.
texts-preview-variable = Este mensaje no tiene la variable «{ $name }».
texts-save = Guardar texto
texts-saved = { $id } guardado. El bot lo dirá en menos de 10 segundos.
texts-restore = Restaurar el texto original
texts-restored = { $id } vuelve a tener el texto original.
texts-none-yours = No has cambiado ningún mensaje en este idioma.
texts-none-found = Ningún mensaje coincide.

## Cupones

archived = Archivado
coupons-percent-off = { $percent } % de descuento
coupons-amount-off = { $amount } de descuento
coupons-every-renewal = { $discount }, en cada renovación
coupons-new = Nuevo cupón
coupons-code = Código
coupons-code-hint = De 4 a 32 letras, cifras, _ o -. Vacío: se genera un código de 8 caracteres.
coupons-percent = Porcentaje de descuento
coupons-percent-hint = De 1 a 99. O indica un importe de descuento más abajo.
coupons-amount = Importe de descuento
coupons-amount-hint = Por ejemplo 5.00, en la moneda de abajo.
coupons-currency = Moneda
coupons-currency-hint = Con un importe de descuento, por ejemplo USD o XTR (Stars).
coupons-every-plan = Todos los planes
coupons-max = Miembros que pueden usarlo
coupons-max-hint = Vacío: sin límite. Cada miembro puede usarlo una vez.
coupons-duration = Descuenta
coupons-once = Solo el primer pago
coupons-forever = También cada renovación
coupons-create = Crear cupón
coupons-made-code = Código del nuevo cupón
coupons-made = Nuevo cupón
coupons-copy = Copiar el cupón { $code }
coupons-how = Los miembros lo introducen con el botón «Tengo un cupón» o abriendo el enlace de tu bot con { $link }.
coupons-loading = Cargando cupones…
coupons-more = Más cupones
coupons-empty = Aún no hay cupones.
coupons-caption = Cupones, los más recientes primero
coupons-discount = Descuento
coupons-archive = Archivar el cupón { $code }
coupons-archive-question = ¿Archivar { $code }? Los miembros ya no podrán usarlo; los pedidos lo conservan.

## Formularios

forms-intro = Un miembro responde un formulario una sola vez, en el bot, antes de la factura o el pago de un plan al que se aplica; cada plan tiene un formulario a la vez.
forms-new = Nuevo formulario
forms-name-hint = Los miembros no lo ven; sirve para identificar el formulario en tus listas.
forms-asked-before = Se pregunta antes de comprar
forms-question-n = Pregunta { $n }
forms-key = Clave
forms-key-hint = a-z, 0-9 y _; da nombre a la respuesta en las respuestas recibidas.
forms-question = Pregunta
forms-kind = Tipo de respuesta
forms-kind-text = Texto
forms-kind-email = Correo electrónico
forms-kind-number = Número
forms-kind-choice = Opción (botones)
forms-choices = Opciones
forms-choices-hint = Para una opción: de 2 a 10, una por línea.
forms-required = Obligatoria (si no, el miembro puede saltarla)
forms-add-question = Añadir una pregunta
forms-remove-question = Quitar la última pregunta
forms-create = Crear formulario
forms-loading = Cargando formularios…
forms-more = Más formularios
forms-empty = Aún no hay formularios.
forms-caption = Formularios, los más recientes primero
forms-questions = Preguntas
forms-responses = Respuestas
forms-archived = archivado
forms-live = activo
forms-responses-to = Respuestas a { $name }
forms-responses-caption = Respuestas a { $name }, las más recientes primero
forms-loading-responses = Cargando respuestas…
forms-more-responses = Más respuestas
forms-no-responses = Nadie ha respondido aún este formulario.
forms-submitted = Enviado
forms-delete = Eliminar { $name }
forms-archive-question = { $responses ->
    [one] ¿Archivar { $name }? Deja de preguntarse; se conserva su única respuesta.
    [many] ¿Archivar { $name }? Deja de preguntarse; se conservan sus { $responses } de respuestas.
   *[other] ¿Archivar { $name }? Deja de preguntarse; se conservan sus { $responses } respuestas.
}
forms-delete-question = ¿Eliminar { $name }? Nadie lo ha respondido.

## Claves

keys-create = Crear una clave
keys-label = Etiqueta (para qué sirve)
keys-label-example = Hoja de ingresos
keys-made = Nueva clave
keys-made-note = Clave { $id }: cópiala ahora. { $once }; Tollgate solo guarda su hash.
    .once = Solo se muestra una vez
keys-copy = Copiar la clave { $id }
keys-loading = Cargando claves…
keys-more = Más claves
keys-empty = No hay claves.
keys-caption = Claves de API
keys-key = Clave
keys-label-column = Etiqueta
keys-signed-in = sesión iniciada: administrador { $admin }
keys-last-used = Último uso
keys-revoke = Revocar la clave { $id }
keys-revoke-question = ¿Revocar la clave { $id }? A partir de ahora se rechaza a todos los clientes que la usen.

## Miembros

members-back = Volver a todos los miembros
members-loading-member = Cargando el miembro…
members-no-name = Nombre desconocido
members-has-access = tiene acceso
members-no-access = sin acceso
members-since = desde el { $date }
members-referred-by = invitado por { $member }
members-delivery-error = El bot no puede escribir a este miembro: { $error }
members-what = Cambiar suscripciones
members-subscriptions-of = Suscripciones de { $id }
members-no-subscriptions = Sin suscripciones.
members-orders-of = Últimos pedidos de { $id }
members-access = Acceso
members-everyone = Todos
members-with-access = Con acceso
members-without-access = Sin acceso
members-loading = Cargando miembros…
members-more = Más miembros
members-empty = Aún no hay miembros.
members-caption = Miembros, los más recientes primero
members-access-yes = Sí
members-access-no = No
members-since-column = Desde

## Pedidos

orders-refunded = Reembolsado
orders-refund-order = Reembolsar el pedido { $id }
orders-refund-question = ¿Reembolsar el pedido { $id } ({ $amount })? El acceso que dio al miembro termina ahora.
orders-refund = Reembolsar
orders-filter = Filtrar pedidos
orders-paid-from = Pagados desde
orders-paid-through = Pagados hasta
orders-zone = Los días y las horas son los de la zona horaria del bot ({ $zone }), como en el resumen.
orders-zone-unknown = Los días y las horas son los de la zona horaria del bot, como en el resumen.
orders-what = Reembolsar pedidos
orders-loading = Cargando pedidos…
orders-more = Más pedidos
orders-empty = No hay pedidos en este intervalo.
orders-caption = Pedidos, los más recientes primero
orders-order = Pedido
orders-paid-at = Pagado el
orders-amount = Importe
orders-status = Estado
order-status = { $status ->
    [paid] pagado
    [refunded] reembolsado
   *[other] { $status }
}
orders-external-id = ID externo

## Planes

plans-new = Nuevo plan
plans-edit-plan = Editar el plan { $name }
plans-length = Duración
plans-length-hint = P1M, P30D, P1Y6M, “1 month”, “30” (días), “lifetime” o una fecha de fin como 2027-06-30
plans-price = Precio
plans-price-hint = Un decimal con los decimales de la moneda, por ejemplo 9.99 (XTR: Stars enteras).
plans-currency-hint = Código ISO 4217, como USD o EUR; XTR para las Stars de Telegram.
plans-trial = Prueba gratuita
plans-trial-hint = Vacío o 0 para ninguna; si no, una duración como P7D.
plans-description = Descripción
plans-description-hint = Se muestra bajo el plan en /start; hasta 1000 caracteres.
plans-translations = Traducciones
plans-translations-hint = Quienes leen el bot en ese idioma ven estos textos; un campo vacío conserva el del plan.
plans-translation-language = Idioma de la traducción
plans-translation-name = Nombre en ese idioma
plans-translation-description = Descripción en ese idioma
plans-add-translation = Añadir una traducción
plans-remove-translation = Quitar traducción
plans-project = Proyecto (los chats a los que da acceso)
plans-no-project = Ninguno
plans-options = Opciones
plans-recurring = Recurrente (se cobra de nuevo cada periodo)
plans-who = Quién puede comprar
plans-who-anyone = Cualquiera
plans-who-new = Solo miembros que nunca se suscribieron
plans-who-returning = Solo miembros que ya se suscribieron antes
plans-times = Veces que un miembro puede comprarlo (0: sin límite)
plans-token-only = Solo con un código de acceso
plans-credit-only = Solo se paga con crédito
plans-invitee-only = Solo miembros invitados por un afiliado
plans-save = Guardar plan
plans-create = Crear plan
plans-edit = Editar { $name }
plans-archive = Archivar { $name }
plans-archive-question = ¿Archivar { $name }? Ya no se podrá comprar; los miembros conservan lo que tienen.
plans-what = Cambiar planes
plans-loading = Cargando planes…
plans-more = Más planes
plans-empty = Aún no hay planes: crea el primero.
plans-trial-column = Prueba
plans-option-recurring = recurrente
plans-option-code-only = solo con código
plans-option-referred-only = solo invitados
plans-option-newcomers = nuevos miembros
plans-option-times = { $times }× por miembro
plans-on-sale = A la venta

## Proyectos

projects-what = Crear proyectos
projects-new = Nuevo proyecto
projects-name = Nombre del proyecto
projects-chats-bundled = Chats que agrupa
projects-add-chats-first = Añade chats primero.
projects-create = Crear proyecto
projects-loading = Cargando proyectos…
projects-more = Más proyectos
projects-empty = Aún no hay proyectos.
projects-project = Proyecto

## Ajustes: pausar las ventas

sales = Ventas
sales-paused = Las ventas están { $state }. Los miembros ven su acceso pero ningún plan; no se emite ninguna factura ni pago con tarjeta.
    .state = en pausa
sales-on = Las ventas están { $state }. Los miembros pueden ver los planes y pagar.
    .state = activas
sales-pausing = La pausa solo detiene las ventas nuevas: las renovaciones de las suscripciones existentes, los códigos de acceso, las concesiones y el acceso de los miembros continúan. Equivale a /pause y /resume en el bot.
sales-switch = Ventas en pausa
sales-switch-on = : sí
sales-switch-off = : no

## Ajustes

settings-loading = Cargando ajustes…
settings-what = Cambiar los ajustes
settings-general = Ajustes generales
settings-bot-line = Bot { $bot }, propietario { $owner }.
settings-bot = Bot
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, propietario { $owner }
settings-bot-name = Nombre del bot
settings-timezone = Zona horaria
settings-timezone-hint = Nombre IANA, como Europe/Madrid: los días y meses de ingresos se cuentan en ella, y el panel muestra en ella todas las fechas y horas.
settings-currency = Moneda predeterminada
settings-reminders = Días de aviso
settings-reminders-hint = Días antes del fin de una suscripción en que se avisa al miembro, por ejemplo 3, 1. Vacío: ninguno.
settings-save = Guardar ajustes
settings-secrets = Tokens y claves
settings-secrets-note = Se guardan cifrados y no se vuelven a mostrar: puedes sustituirlos o quitarlos.
bot-status = Bot: { $status }
bot-status-state = { $status ->
    [running] en marcha
    [starting] arrancando
    [stopped] detenido
   *[other] { $status }
}
bot-status-error = detenido por un error
secret-label = { $secret ->
    [bot_token] Token del bot
    [stripe_secret_key] Clave secreta de Stripe
   *[stripe_webhook_secret] Secreto de firma del webhook de Stripe
}
secret-hint = { $secret ->
    [bot_token] De @BotFather, <id del bot>:<secreto>. El bot arranca en unos segundos.
    [stripe_secret_key] sk_live_… o sk_test_…: pagos con tarjeta.
   *[stripe_webhook_secret] whsec_… del endpoint al que envía Stripe.
}
secret-status = { $secret }: { $state }
secret-set = configurado
secret-not-set = sin configurar
secret-set-new = { $secret ->
    [bot_token] Configurar el token del bot
    [stripe_secret_key] Configurar la clave secreta de Stripe
   *[stripe_webhook_secret] Configurar el secreto de firma del webhook de Stripe
}
secret-replace = { $secret ->
    [bot_token] Sustituir el token del bot
    [stripe_secret_key] Sustituir la clave secreta de Stripe
   *[stripe_webhook_secret] Sustituir el secreto de firma del webhook de Stripe
}
secret-save = { $secret ->
    [bot_token] Guardar el token del bot
    [stripe_secret_key] Guardar la clave secreta de Stripe
   *[stripe_webhook_secret] Guardar el secreto de firma
}
secret-remove = { $secret ->
    [bot_token] Quitar el token del bot
    [stripe_secret_key] Quitar la clave secreta de Stripe
   *[stripe_webhook_secret] Quitar el secreto de firma del webhook de Stripe
}
secret-remove-question = { $secret ->
    [bot_token] ¿Quitar el token del bot? El bot se detiene.
    [stripe_secret_key] ¿Quitar la clave secreta de Stripe? Los pagos con tarjeta se detienen.
   *[stripe_webhook_secret] ¿Quitar el secreto de firma del webhook de Stripe? Los pagos con tarjeta se detienen.
}

## Suscripciones

subscriptions-grant = Conceder acceso
subscriptions-member-id = ID del miembro
subscriptions-member-id-hint = El ID de usuario de Telegram del miembro.
subscriptions-ends-hint = { $zone } Vacío: la duración del plan a partir de ahora.
subscriptions-trial = Empezar la prueba gratuita del plan en su lugar
subscriptions-what = Conceder acceso y cambiar suscripciones
subscriptions-filter = Filtrar suscripciones
subscriptions-plan-archived = { $name } (archivado)
subscriptions-loading = Cargando suscripciones…
subscriptions-more = Más suscripciones
subscriptions-empty = Ninguna suscripción coincide.
subscriptions-caption = Suscripciones, las más recientes primero

## Webhooks

webhooks-new = Nuevo webhook
webhooks-edit = Editar el webhook { $id }
webhooks-url = URL
webhooks-url-hint = https:// en una dirección pública; Tollgate envía ahí cada evento por POST, firmado.
webhooks-events = Eventos
webhooks-all-events = Todos los eventos
webhooks-all-events-short = todos los eventos
webhooks-description = Descripción
webhooks-save = Guardar webhook
webhooks-add = Añadir webhook
webhooks-log = Registro de entregas
webhooks-all = Todas
webhooks-pending = Pendientes
webhooks-delivered = Entregadas
webhooks-failed = Fallidas
delivery-status = { $status ->
    [pending] pendiente
    [delivered] entregada
    [failed] fallida
   *[other] { $status }
}
webhooks-refresh = Actualizar
webhooks-loading-attempts = Cargando intentos…
webhooks-more-attempts = Más intentos
webhooks-no-deliveries = Aún no hay entregas.
webhooks-deliveries-caption = Entregas al webhook { $id }, las más recientes primero
webhooks-event = Evento
webhooks-attempt = Intento
webhooks-answer = Respuesta
webhooks-took = Duración
webhooks-error = Error
webhooks-next-attempt = Próximo intento
webhooks-title-enabled = Webhook { $id } · activado
webhooks-title-disabled = Webhook { $id } · desactivado
webhooks-failing-since = Falla desde el { $date }.
webhooks-previous-secret = El secreto anterior también firma hasta el { $date }.
webhooks-pause = Pausar
webhooks-enable = Activar
webhooks-test = Enviar una prueba
webhooks-rotate = Nuevo secreto para el webhook { $id }
webhooks-rotate-question = ¿Crear un nuevo secreto de firma? Durante 24 horas las entregas se firman con ambos, para que tu receptor pueda cambiar.
webhooks-new-secret = Nuevo secreto
webhooks-delete = Eliminar el webhook { $id }
webhooks-delete-question = ¿Eliminar el webhook { $id } y su registro de entregas?
webhooks-hide-deliveries = Ocultar entregas
webhooks-deliveries = Entregas
webhooks-secret = Secreto de firma
webhooks-secret-note = Secreto de firma del webhook { $id }: { $now } Verifica las entregas con él (docs/webhooks.md).
    .now = cópialo ahora, no se vuelve a mostrar.
webhooks-copy-secret = Copiar el secreto de firma del webhook { $id }
webhooks-kept = Ya lo he guardado
webhooks-loading = Cargando webhooks…
webhooks-empty = Aún no hay webhooks: añade una URL tuya para enterarte de cada venta.
