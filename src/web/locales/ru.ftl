# Панель Tollgate на русском. Те же сообщения и переменные, что в en.ftl (test/web/locales.test.ts).

## Рамка: вход, шапка, навигация, выбор языка

page-title = { $screen } · Tollgate
sign-in-title = Вход · Tollgate
signing-in = Выполняется вход…
session-ended = Сеанс завершён (вы вышли, он истёк или его ключ отозван); войдите снова.
link-refused = Эта ссылка для входа уже использована или истекла; снова отправьте боту /dashboard.
sign-in-refused = Этот ID бота и API-ключ не подходят ни к одному действующему ключу; проверьте оба.
sign-in-admins = Администраторам: отправьте боту { $command } в личном чате и откройте ссылку из ответа.
sign-in-keys = Или войдите с ID бота и API-ключом: из { $command } или созданным в разделе «Ключи» после входа.
sign-in-bot-id = ID бота
sign-in-api-key = API-ключ
sign-in-api-key-hint = Хранится только в этой вкладке браузера; закрыв вкладку, вы выйдете.
sign-in = Войти
skip-to-content = К содержимому
header-bot = Бот { $bot } · уровень { $level }
sign-out = Выйти
sections = Разделы
language = Язык
screen-needs = Для раздела «{ $screen }» нужен уровень { $needed }; у вас уровень { $level }.
not-shown-part = { $screens } (уровень { $level })
not-shown = Скрыто на вашем уровне ({ $level }): { $parts }.

screen-overview = Обзор
screen-analytics = Аналитика
screen-orders = Заказы
screen-plans = Тарифы
screen-chats = Чаты
screen-projects = Проекты
screen-members = Участники
screen-subscriptions = Подписки
screen-coupons = Купоны
screen-forms = Анкеты
screen-codes = Коды доступа
screen-commands = Команды
screen-texts = Тексты
screen-admins = Администраторы
screen-activity = Журнал
screen-webhooks = Вебхуки
screen-keys = Ключи
screen-settings = Настройки

## Общее

try-again = Повторить
working = Выполняется…
cancel = Отмена
save = Сохранить
copy = Копировать
copied = Скопировано
loading = Загрузка…
list-separator = {", "}
never = никогда
none = нет
so-far = (пока)
needs = { $what }: нужен уровень { $needed }; у вас уровень { $level }.
zone-hint = В часовом поясе бота ({ $zone }).
zone-hint-unknown = В часовом поясе бота.
level-option = { $level } · { $powers }
level-2 = защита от флуда
level-3 = аналитика и рассылки
level-4 = чаты, баны и тарифы
level-5 = экспорт
level-6 = резервные копии, купоны и анкеты
level-7 = участники и проекты
level-8 = всё
plan-field = Тариф
plan-fallback = Тариф { $id }

length-lifetime = бессрочно
length-until = до { $date }
length-years = { $count ->
    [one] { $count } год
    [few] { $count } года
    [many] { $count } лет
   *[other] { $count } года
}
length-months = { $count ->
    [one] { $count } месяц
    [few] { $count } месяца
    [many] { $count } месяцев
   *[other] { $count } месяца
}
length-weeks = { $count ->
    [one] { $count } неделя
    [few] { $count } недели
    [many] { $count } недель
   *[other] { $count } недели
}
length-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}

## Подписки в таблицах

column-subscription = Подписка
column-member = Участник
column-plan = Тариф
column-state = Состояние
column-source = Источник
column-ends = Окончание
column-problem = Проблема
column-actions = Действия
subscription-state = { $state ->
    [active] активна
    [canceled] отменена
    [expired] истекла
    [revoked] отозвана
   *[other] { $state }
}
subscription-state-trial = { $state } (пробная)
subscription-state-recurring = { $state }, с автопродлением
subscription-source = { $source ->
    [payment] оплата
    [trial] пробный период
    [code] код
    [grant] выдана вручную
   *[other] { $source }
}
subscription-ended = Завершена
subscription-new-end = Новое окончание подписки { $id }
subscription-new-end-hint = { $zone } Пусто — бессрочно.
subscription-save-end = Сохранить окончание
subscription-change-end-of = Изменить окончание подписки { $id }
subscription-change-end = Изменить окончание
subscription-cancel-renewals = Отменить продления подписки { $id }
subscription-cancel-renewals-question = Отменить продления? Доступ сохранится до конца уже оплаченного срока.
subscription-stop-renewals = Отменить продления
subscription-revoke = Отозвать подписку { $id }
subscription-revoke-question = Отозвать подписку { $id }? { $member } сразу теряет доступ и удаляется из чатов.
revoke = Отозвать
member-fallback = Участник { $id }

## Графики и когорты

chart-period = Период
chart-revenue = Выручка
chart-sales = Продажи
chart-revenue-axis = Выручка ({ $currency })
movements-axis = Изменение MRR ({ $currency })
movement-new = Новые
movement-reactivation = Возвраты
movement-expansion = Расширение
movement-contraction = Сокращение
movement-churned = Отток
movement-net = Чистое изменение
cohorts-caption = Участники, которые продолжают платить, по месяцу первой оплаты
cohorts-cohort = Когорта
cohorts-members = Участники
cohorts-month = Месяц { $month }
cohorts-cell = { $count } из { $members } ещё платят в конце месяца { $month } ({ $percent })
cohorts-cell-now = { $count } из { $members } ещё платят сейчас ({ $percent })

## Обзор

overview-today = Сегодня
overview-this-month = Этот месяц
overview-members = Участники с доступом
overview-ending = Заканчиваются за 7 дней
overview-no-sales = Продаж нет
overview-money = { $amount } · { $sales ->
    [one] { $sales } продажа
    [few] { $sales } продажи
    [many] { $sales } продаж
   *[other] { $sales } продажи
}
overview-card-needs = Нужен уровень { $needed }; у вас уровень { $level }.
overview-loading-totals = Загрузка итогов…
overview-loading-revenue = Загрузка выручки…
overview-revenue = Выручка
overview-period = Период
overview-day = День
overview-month = Месяц
overview-year = Год
overview-periods = Периодов
overview-currency = Валюта
overview-no-sales-yet = { $unit ->
    [day] За эти дни продаж пока нет.
    [month] За эти месяцы продаж пока нет.
   *[year] За эти годы продаж пока нет.
}
overview-chart = { $unit ->
    [day] Выручка в { $currency } по дням, с { $from } по { $to }: всего { $total ->
        [one] { $total } продажа
        [few] { $total } продажи
        [many] { $total } продаж
       *[other] { $total } продажи
    }. Все числа — в таблице ниже.
    [month] Выручка в { $currency } по месяцам, с { $from } по { $to }: всего { $total ->
        [one] { $total } продажа
        [few] { $total } продажи
        [many] { $total } продаж
       *[other] { $total } продажи
    }. Все числа — в таблице ниже.
   *[year] Выручка в { $currency } по годам, с { $from } по { $to }: всего { $total ->
        [one] { $total } продажа
        [few] { $total } продажи
        [many] { $total } продаж
       *[other] { $total } продажи
    }. Все числа — в таблице ниже.
}
overview-table = { $unit ->
    [day] Выручка и продажи в { $currency } по дням
    [month] Выручка и продажи в { $currency } по месяцам
   *[year] Выручка и продажи в { $currency } по годам
}

## Аналитика

analytics-loading = Загрузка регулярной выручки…
analytics-loading-cohorts = Загрузка когорт…
analytics-recurring = Регулярная выручка
analytics-recurring-none = Регулярной выручки пока нет. MRR, отток и их движения появятся, когда участник оплатит тариф с окончанием (бессрочный доступ, выдача вручную, пробные периоды и коды доступа регулярных денег не приносят).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Платящие участники
analytics-arpu = ARPU
analytics-arpu-none = сейчас никто не платит
analytics-churn = Отток за 30 дней
analytics-ltv = LTV
analytics-ltv-none = нет оттока, чтобы на него делить
analytics-nobody-pays = Сейчас никто не платит в { $currency }, и 30 дней назад никто не платил.
analytics-movements = Движение MRR
analytics-no-mrr = { $months ->
    [one] Нет MRR в { $currency } за последний { $months } месяц.
    [few] Нет MRR в { $currency } за последние { $months } месяца.
    [many] Нет MRR в { $currency } за последние { $months } месяцев.
   *[other] Нет MRR в { $currency } за последние { $months } месяца.
}
analytics-mrr-start = MRR на начало
analytics-mrr-end = MRR на конец
analytics-movements-table = Движение MRR в { $currency } по месяцам
analytics-movements-chart = Движение MRR в { $currency } по месяцам, с { $from } по { $to }: MRR изменился с { $start } до { $end }; всего новые — { $new }, возвраты — { $reactivation }, расширение — { $expansion }, сокращение — { $contraction }, отток — { $churned }. Все числа — в таблице ниже.
analytics-trials = Пробные периоды
analytics-trials-none = За последние 90 дней пробных периодов не было. Тариф с пробным периодом (раздел «Тарифы») позволяет попробовать его до оплаты.
analytics-trials-active = Активные пробные
analytics-trials-started = Начато за 90 дней
analytics-trials-converted = Перешли на оплату
analytics-trials-rate = Конверсия
analytics-cohorts = Когорты
analytics-cohorts-none = Платящих участников пока нет: здесь появятся новые платящие участники каждого месяца и то, сколько из них продолжает платить месяц за месяцем.

## Журнал

any = Любое
show = Показать
activity-filter = Фильтр изменений
activity-made-by = Кто сделал
activity-anyone = Кто угодно
activity-by-keys = API-ключи
activity-by-admins = Администраторы
activity-by-members = Участники
activity-by-system = Система
activity-change = Изменение
activity-who-hint = Кто: API-ключ, администратор (вошедший в панель или через команду в боте), участник, действующий в боте, или система (часы подписок, Telegram, Stripe, командная строка).
activity-loading = Загрузка изменений…
activity-more = Ещё изменения
activity-empty = Подходящих изменений нет.
activity-caption = Изменения, сначала новые
activity-when = Когда
activity-who = Кто
actor-key = ключ { $id }
actor-admin = администратор { $id }
actor-member = участник { $id }
actor-system = система
subject-order = Заказ { $order }
subject-subscription = Подписка { $subscription } участника { $member }
subject-member = Участник { $member }, чат { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (тариф { $plan })
subject-admin = Администратор { $admin }: уровень { $level }
subject-form = { $name } (анкета { $form }), участник { $member }
change-order-paid = Заказ оплачен
change-order-refunded = Возврат по заказу
change-subscription-started = Подписка начата
change-subscription-renewed = Подписка продлена
change-subscription-canceled = Автопродление отменено
change-subscription-expiring = Напоминание: доступ скоро закончится
change-subscription-expired = Подписка истекла
change-subscription-revoked = Подписка отозвана
change-member-joined = Участник вошёл в чат
change-member-removed = Участник покинул чат
change-member-muted = Участник ограничен за флуд
change-member-banned = Участник забанен
change-member-unbanned = Участник разбанен
change-chat-added = Чат добавлен
change-chat-removed = Чат удалён
change-plan-created = Тариф создан
change-plan-updated = Тариф изменён
change-admin-added = Администратор добавлен
change-admin-updated = Уровень администратора изменён
change-admin-removed = Администратор удалён
change-form-submitted = Анкета заполнена
change-command-changed = Команда сохранена
change-command-deleted = Команда удалена
change-text-changed = Текст изменён
change-text-deleted = Текст восстановлен

## Общие списки и формы

remove = Удалить
delete = Удалить
archive = В архив
edit = Изменить
column-used = Использовано
column-expires = Истекает
column-name = Название
column-plans = Тарифы
column-created = Создан
count-of = { $count } из { $total }
valid-until = Действует до
valid-until-hint = { $zone } Пусто — бессрочно.

## Администраторы

admins-owner = 8 · владелец (неизменно)
admins-level-of = Уровень { $admin }
admins-remove = Удалить администратора { $admin }
admins-remove-question = Удалить { $admin } из администраторов бота?
admins-what = Добавление, изменение и удаление администраторов
admins-below = На уровне { $level } вы управляете администраторами ниже уровня { $level } и можете дать им не выше уровня { $most }.
admins-add = Добавить администратора
admins-user-id = ID администратора в Telegram
admins-level = Уровень
admins-add-button = Добавить администратора
admins-loading = Загрузка администраторов…
admins-more = Ещё администраторы
admins-empty = Администраторов нет.
admins-caption = Администраторы и их уровни
admins-admin = Администратор

## Чаты

chats-add = Добавить чат
chats-id = ID чата
chats-id-hint = ID группы или канала в Telegram, например -1001234567890.
chats-name = Название
chats-type = Тип
chats-supergroup = Супергруппа
chats-group = Группа
chats-channel = Канал
chat-type = { $type ->
    [supergroup] супергруппа
    [group] группа
    [channel] канал
   *[other] { $type }
}
chats-add-button = Добавить чат
chats-rename = Переименовать
chats-rename-chat = Переименовать { $name }
chats-new-name = Новое название для { $name }
chats-remove = Удалить { $name }
chats-remove-question = Удалить { $name }? Тарифы перестанут давать в него доступ; те, кто уже в нём, останутся.
chats-what = Добавление, переименование и удаление чатов
chats-heading = Чаты бота
chats-loading = Загрузка чатов…
chats-more = Ещё чаты
chats-empty = Чатов пока нет: добавьте группы и каналы, доступ к которым продаёте.

## Коды доступа

codes-new = Новые коды доступа
codes-count = Сколько кодов
codes-uses = Использований на код
codes-create = Создать коды
codes-made = Новые коды
codes-copy = Копировать код { $code }
codes-heading = Коды
codes-loading = Загрузка кодов…
codes-more = Ещё коды
codes-empty = Кодов пока нет.
codes-caption = Коды доступа, сначала новые
codes-code = Код
codes-delete = Удалить код { $code }
codes-delete-question = Удалить { $code }? Его больше нельзя будет активировать; выданный им доступ сохранится.

## Команды

commands-new = Новая команда
commands-edit = Изменить /{ $name }
commands-command = Команда
commands-command-hint = То, что участники пишут после косой черты: a–z, 0–9 и _, например faq. Команда с тем же именем заменяется.
commands-answer = Ответ
commands-answer-hint = Обычный текст, до 4096 символов.
commands-description = Описание в меню
commands-description-hint = Показывается рядом с командой в меню. Пусто — первая строка ответа.
commands-listed = Показывать в меню команд участников
commands-translations = Переводы
commands-translations-hint = Участники, у которых Telegram на этом языке, получают этот ответ вместо основного (es подходит и для es-MX).
commands-language-code = Код языка
commands-translated-answer = Ответ на этом языке
commands-remove-translation = Удалить перевод
commands-add-translation = Добавить перевод
commands-save = Сохранить команду
commands-saved = /{ $name } сохранена.
commands-delete = Удалить /{ $name }
commands-delete-question = Удалить /{ $name }? Бот перестанет на неё отвечать, и она исчезнет из меню.
commands-what = Добавление, изменение и удаление команд
commands-loading = Загрузка команд…
commands-empty = Команд пока нет: добавьте ответы на частые вопросы участников, например /faq или /rules.
commands-caption = Свои команды, по имени
commands-in-menu = В меню
commands-in-menu-first-line = да (первая строка ответа)
commands-in-menu-no = нет

## Тексты

texts-intro = Всё, что говорит бот, на каждом из его языков. Измените сообщение, чтобы оно звучало по-вашему: ваш текст заменяет исходный только на этом языке, на всех экземплярах в течение 10 секунд.
texts-what = Изменение текстов бота
texts-language = Язык текстов
texts-find = Найти
texts-only-yours = Только изменённые мной
texts-loading = Загружаем тексты…
texts-caption = Тексты бота ({ $language }): { $shown } из { $all }
texts-message = Сообщение
texts-shipped = Исходный текст
texts-yours = Ваш текст
texts-yours-hint = Сохраните нужные переменные в том же виде, что и в исходном тексте; предпросмотр покажет, куда подставится каждая.
texts-as-shipped = как в исходном
texts-edit = Изменить { $id }
texts-view = Открыть { $id }
texts-open = Открыть
texts-close = Закрыть
texts-variables = Переменные: { $variables }
texts-no-variables = В этом сообщении нет переменных.
texts-preview = Предпросмотр
texts-preview-hint = Примеры значений: ⟨имя⟩ отмечает, куда подставится значение; числа равны 2.
texts-preview-empty = Напишите текст, чтобы увидеть его здесь.
texts-preview-syntax = Это пока не корректный Fluent: проверьте, что все фигурные скобки закрыты.
texts-preview-variable = В этом сообщении нет переменной «{ $name }».
texts-save = Сохранить текст
texts-saved = { $id } сохранён. Бот начнёт его использовать в течение 10 секунд.
texts-restore = Вернуть исходный текст
texts-restored = У { $id } снова исходный текст.
texts-none-yours = Вы не меняли ни одного сообщения на этом языке.
texts-none-found = Ничего не найдено.

## Купоны

archived = В архиве
coupons-percent-off = скидка { $percent } %
coupons-amount-off = скидка { $amount }
coupons-every-renewal = { $discount }, на каждое продление
coupons-new = Новый купон
coupons-code = Код
coupons-code-hint = 4–32 буквы, цифры, _ или -. Пусто — будет создан код из 8 символов.
coupons-percent = Скидка в процентах
coupons-percent-hint = 1–99. Или укажите ниже скидку суммой.
coupons-amount = Скидка суммой
coupons-amount-hint = Например 5.00, в валюте ниже.
coupons-currency = Валюта
coupons-currency-hint = Для скидки суммой, например USD или XTR (Stars).
coupons-every-plan = Все тарифы
coupons-max = Сколько участников может использовать
coupons-max-hint = Пусто — без ограничения. Каждый участник может использовать купон один раз.
coupons-duration = Скидка действует
coupons-once = Только на первую оплату
coupons-forever = И на каждое продление
coupons-create = Создать купон
coupons-made-code = Код нового купона
coupons-made = Новый купон
coupons-copy = Копировать купон { $code }
coupons-how = Участники вводят его кнопкой «У меня есть купон» или открывают ссылку на вашего бота с { $link }.
coupons-loading = Загрузка купонов…
coupons-more = Ещё купоны
coupons-empty = Купонов пока нет.
coupons-caption = Купоны, сначала новые
coupons-discount = Скидка
coupons-archive = Отправить купон { $code } в архив
coupons-archive-question = Отправить { $code } в архив? Участники больше не смогут его использовать; в заказах он сохранится.

## Анкеты

forms-intro = Участник заполняет анкету один раз, в боте, перед счётом или оплатой тарифа, к которому она относится; у тарифа одновременно может быть одна анкета.
forms-new = Новая анкета
forms-name-hint = Участники его не видят; оно обозначает анкету в ваших списках.
forms-asked-before = Спрашивается перед покупкой
forms-question-n = Вопрос { $n }
forms-key = Ключ
forms-key-hint = a-z, 0-9 и _; по нему ответ называется в списке ответов.
forms-question = Вопрос
forms-kind = Тип ответа
forms-kind-text = Текст
forms-kind-email = Эл. почта
forms-kind-number = Число
forms-kind-choice = Выбор (кнопки)
forms-choices = Варианты
forms-choices-hint = Для выбора: от 2 до 10, по одному в строке.
forms-required = Обязательный (иначе участник может его пропустить)
forms-add-question = Добавить вопрос
forms-remove-question = Удалить последний вопрос
forms-create = Создать анкету
forms-loading = Загрузка анкет…
forms-more = Ещё анкеты
forms-empty = Анкет пока нет.
forms-caption = Анкеты, сначала новые
forms-questions = Вопросы
forms-responses = Ответы
forms-archived = в архиве
forms-live = действует
forms-responses-to = Ответы на «{ $name }»
forms-responses-caption = Ответы на «{ $name }», сначала новые
forms-loading-responses = Загрузка ответов…
forms-more-responses = Ещё ответы
forms-no-responses = На эту анкету ещё никто не ответил.
forms-submitted = Отправлено
forms-delete = Удалить { $name }
forms-archive-question = { $responses ->
    [one] Отправить { $name } в архив? Её больше не будут задавать; { $responses } ответ сохранится.
    [few] Отправить { $name } в архив? Её больше не будут задавать; { $responses } ответа сохранятся.
    [many] Отправить { $name } в архив? Её больше не будут задавать; { $responses } ответов сохранятся.
   *[other] Отправить { $name } в архив? Её больше не будут задавать; { $responses } ответа сохранятся.
}
forms-delete-question = Удалить { $name }? На неё никто не ответил.

## Ключи

keys-create = Создать ключ
keys-label = Метка (для чего он)
keys-label-example = Таблица выручки
keys-made = Новый ключ
keys-made-note = Ключ { $id }: скопируйте его сейчас. { $once }; Tollgate хранит только его хеш.
    .once = Он показывается только один раз
keys-copy = Копировать ключ { $id }
keys-loading = Загрузка ключей…
keys-more = Ещё ключи
keys-empty = Ключей нет.
keys-caption = API-ключи
keys-key = Ключ
keys-label-column = Метка
keys-signed-in = вход: администратор { $admin }
keys-last-used = Последнее использование
keys-revoke = Отозвать ключ { $id }
keys-revoke-question = Отозвать ключ { $id }? Все клиенты, которые им пользуются, сразу получат отказ.

## Участники

members-back = Ко всем участникам
members-loading-member = Загрузка участника…
members-no-name = Имя неизвестно
members-has-access = есть доступ
members-no-access = нет доступа
members-since = с { $date }
members-referred-by = приглашён { $member }
members-delivery-error = Бот не может писать этому участнику: { $error }
members-what = Изменение подписок
members-subscriptions-of = Подписки { $id }
members-no-subscriptions = Подписок нет.
members-orders-of = Последние заказы { $id }
members-access = Доступ
members-everyone = Все
members-with-access = С доступом
members-without-access = Без доступа
members-loading = Загрузка участников…
members-more = Ещё участники
members-empty = Участников пока нет.
members-caption = Участники, сначала новые
members-access-yes = Да
members-access-no = Нет
members-since-column = Впервые в боте

## Заказы

orders-refunded = Возвращён
orders-refund-order = Вернуть деньги за заказ { $id }
orders-refund-question = Вернуть деньги за заказ { $id } ({ $amount })? Доступ, полученный по нему, сразу закончится.
orders-refund = Вернуть деньги
orders-filter = Фильтр заказов
orders-paid-from = Оплачены с
orders-paid-through = Оплачены по
orders-zone = Дни и время — в часовом поясе бота ({ $zone }), как в обзоре.
orders-zone-unknown = Дни и время — в часовом поясе бота, как в обзоре.
orders-what = Возврат денег за заказы
orders-loading = Загрузка заказов…
orders-more = Ещё заказы
orders-empty = В этом промежутке заказов нет.
orders-caption = Заказы, сначала новые
orders-order = Заказ
orders-paid-at = Оплачен
orders-amount = Сумма
orders-status = Статус
order-status = { $status ->
    [paid] оплачен
    [refunded] возвращён
   *[other] { $status }
}
orders-external-id = Внешний ID

## Тарифы

plans-new = Новый тариф
plans-edit-plan = Изменить тариф { $name }
plans-length = Срок
plans-length-hint = P1M, P30D, P1Y6M, «1 month», «30» (дней), «lifetime» или дата окончания, например 2027-06-30
plans-price = Цена
plans-price-hint = Десятичное число со знаками валюты, например 9.99 (XTR — целые Stars).
plans-currency-hint = Код ISO 4217, например USD или RUB; XTR — Telegram Stars.
plans-trial = Пробный период
plans-trial-hint = Пусто или 0 — без него; иначе срок, например P7D.
plans-description = Описание
plans-description-hint = Показывается под тарифом в /start; до 1000 символов.
plans-translations = Переводы
plans-translations-hint = Участники, читающие бота на этом языке, увидят эти тексты; пустое поле оставляет текст тарифа.
plans-translation-language = Язык перевода
plans-translation-name = Название на этом языке
plans-translation-description = Описание на этом языке
plans-add-translation = Добавить перевод
plans-remove-translation = Удалить перевод
plans-project = Проект (чаты, в которые даёт доступ)
plans-no-project = Нет
plans-options = Параметры
plans-recurring = Автопродление (оплата списывается каждый период)
plans-who = Кто может купить
plans-who-anyone = Кто угодно
plans-who-new = Только те, кто ещё не подписывался
plans-who-returning = Только те, кто уже подписывался
plans-times = Сколько раз один участник может купить (0 — без ограничения)
plans-token-only = Только по коду доступа
plans-credit-only = Оплата только с баланса
plans-invitee-only = Только приглашённые партнёром
plans-save = Сохранить тариф
plans-create = Создать тариф
plans-edit = Изменить { $name }
plans-archive = Отправить { $name } в архив
plans-archive-question = Отправить { $name } в архив? Его больше нельзя будет купить; у участников останется то, что у них есть.
plans-what = Изменение тарифов
plans-loading = Загрузка тарифов…
plans-more = Ещё тарифы
plans-empty = Тарифов пока нет: создайте первый.
plans-trial-column = Пробный
plans-option-recurring = автопродление
plans-option-code-only = только по коду
plans-option-referred-only = только приглашённые
plans-option-newcomers = новички
plans-option-times = { $times }× на участника
plans-on-sale = В продаже

## Проекты

projects-what = Создание проектов
projects-new = Новый проект
projects-name = Название проекта
projects-chats-bundled = Чаты в проекте
projects-add-chats-first = Сначала добавьте чаты.
projects-create = Создать проект
projects-loading = Загрузка проектов…
projects-more = Ещё проекты
projects-empty = Проектов пока нет.
projects-project = Проект

## Настройки: пауза продаж

sales = Продажи
sales-paused = Продажи { $state }. Участники видят свой доступ, но не тарифы; счета и оплата картой не создаются.
    .state = приостановлены
sales-on = Продажи { $state }. Участники видят тарифы и могут платить.
    .state = включены
sales-pausing = Пауза останавливает только новые продажи: продления действующих подписок, коды доступа, выдача доступа вручную и доступ участников продолжают работать. То же, что /pause и /resume в боте.
sales-switch = Пауза продаж
sales-switch-on = : вкл.
sales-switch-off = : выкл.

## Настройки

settings-loading = Загрузка настроек…
settings-what = Изменение настроек
settings-general = Основные настройки
settings-bot-line = Бот { $bot }, владелец { $owner }.
settings-bot = Бот
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, владелец { $owner }
settings-bot-name = Имя бота
settings-timezone = Часовой пояс
settings-timezone-hint = Название IANA, например Europe/Moscow: по нему считаются дни и месяцы выручки, и в нём панель показывает все даты и время.
settings-currency = Валюта по умолчанию
settings-reminders = Дни напоминаний
settings-reminders-hint = За сколько дней до окончания подписки напомнить участнику, например 3, 1. Пусто — не напоминать.
settings-save = Сохранить настройки
settings-secrets = Токены и ключи
settings-secrets-note = Хранятся в зашифрованном виде и больше не показываются: их можно заменить или удалить.
bot-status = Бот: { $status }
bot-status-state = { $status ->
    [running] работает
    [starting] запускается
    [stopped] остановлен
   *[other] { $status }
}
bot-status-error = остановлен из-за ошибки
secret-label = { $secret ->
    [bot_token] Токен бота
    [stripe_secret_key] Секретный ключ Stripe
   *[stripe_webhook_secret] Секрет подписи вебхука Stripe
}
secret-hint = { $secret ->
    [bot_token] От @BotFather, <id бота>:<секрет>. Бот запустится через несколько секунд.
    [stripe_secret_key] sk_live_… или sk_test_…: оплата картой.
   *[stripe_webhook_secret] whsec_… того эндпоинта, куда шлёт Stripe.
}
secret-status = { $secret }: { $state }
secret-set = задан
secret-not-set = не задан
secret-set-new = { $secret ->
    [bot_token] Задать токен бота
    [stripe_secret_key] Задать секретный ключ Stripe
   *[stripe_webhook_secret] Задать секрет подписи вебхука Stripe
}
secret-replace = { $secret ->
    [bot_token] Заменить токен бота
    [stripe_secret_key] Заменить секретный ключ Stripe
   *[stripe_webhook_secret] Заменить секрет подписи вебхука Stripe
}
secret-save = { $secret ->
    [bot_token] Сохранить токен бота
    [stripe_secret_key] Сохранить секретный ключ Stripe
   *[stripe_webhook_secret] Сохранить секрет подписи
}
secret-remove = { $secret ->
    [bot_token] Удалить токен бота
    [stripe_secret_key] Удалить секретный ключ Stripe
   *[stripe_webhook_secret] Удалить секрет подписи вебхука Stripe
}
secret-remove-question = { $secret ->
    [bot_token] Удалить токен бота? Бот остановится.
    [stripe_secret_key] Удалить секретный ключ Stripe? Оплата картой прекратится.
   *[stripe_webhook_secret] Удалить секрет подписи вебхука Stripe? Оплата картой прекратится.
}

## Подписки

subscriptions-grant = Выдать доступ
subscriptions-member-id = ID участника
subscriptions-member-id-hint = ID участника в Telegram.
subscriptions-ends-hint = { $zone } Пусто — срок тарифа с текущего момента.
subscriptions-trial = Вместо этого начать пробный период тарифа
subscriptions-what = Выдача доступа и изменение подписок
subscriptions-filter = Фильтр подписок
subscriptions-plan-archived = { $name } (в архиве)
subscriptions-loading = Загрузка подписок…
subscriptions-more = Ещё подписки
subscriptions-empty = Подходящих подписок нет.
subscriptions-caption = Подписки, сначала новые

## Вебхуки

webhooks-new = Новый вебхук
webhooks-edit = Изменить вебхук { $id }
webhooks-url = URL
webhooks-url-hint = https:// на публичном адресе; Tollgate отправляет туда каждое событие POST-запросом с подписью.
webhooks-events = События
webhooks-all-events = Все события
webhooks-all-events-short = все события
webhooks-description = Описание
webhooks-save = Сохранить вебхук
webhooks-add = Добавить вебхук
webhooks-log = Журнал доставки
webhooks-all = Все
webhooks-pending = Ожидают
webhooks-delivered = Доставлены
webhooks-failed = С ошибкой
delivery-status = { $status ->
    [pending] ожидает
    [delivered] доставлено
    [failed] ошибка
   *[other] { $status }
}
webhooks-refresh = Обновить
webhooks-loading-attempts = Загрузка попыток…
webhooks-more-attempts = Ещё попытки
webhooks-no-deliveries = Доставок пока нет.
webhooks-deliveries-caption = Доставки на вебхук { $id }, сначала новые
webhooks-event = Событие
webhooks-attempt = Попытка
webhooks-answer = Ответ
webhooks-took = Время
webhooks-error = Ошибка
webhooks-next-attempt = Следующая попытка
webhooks-title-enabled = Вебхук { $id } · включён
webhooks-title-disabled = Вебхук { $id } · выключен
webhooks-failing-since = Ошибки с { $date }.
webhooks-previous-secret = Прежний секрет тоже подписывает до { $date }.
webhooks-pause = Приостановить
webhooks-enable = Включить
webhooks-test = Отправить тест
webhooks-rotate = Новый секрет для вебхука { $id }
webhooks-rotate-question = Создать новый секрет подписи? В течение 24 часов доставки подписываются обоими, чтобы ваш приёмник успел переключиться.
webhooks-new-secret = Новый секрет
webhooks-delete = Удалить вебхук { $id }
webhooks-delete-question = Удалить вебхук { $id } и его журнал доставки?
webhooks-hide-deliveries = Скрыть доставки
webhooks-deliveries = Доставки
webhooks-secret = Секрет подписи
webhooks-secret-note = Секрет подписи вебхука { $id }: { $now } Проверяйте им доставки (docs/webhooks.md).
    .now = скопируйте его сейчас, больше он не покажется.
webhooks-copy-secret = Копировать секрет подписи вебхука { $id }
webhooks-kept = Секрет сохранён
webhooks-loading = Загрузка вебхуков…
webhooks-empty = Вебхуков пока нет: добавьте свой URL, чтобы узнавать о каждой продаже.
