# Панель Tollgate українською. Ті самі повідомлення і змінні, що в en.ftl (test/web/locales.test.ts).

## Рамка: вхід, шапка, навігація, вибір мови

page-title = { $screen } · Tollgate
sign-in-title = Вхід · Tollgate
signing-in = Виконується вхід…
session-ended = Сеанс завершено (ви вийшли, він минув або його ключ відкликано); увійдіть знову.
link-refused = Це посилання для входу вже використане або минуло; знову надішліть ботові /dashboard.
sign-in-refused = Цей ID бота й API-ключ не відповідають жодному чинному ключу; перевірте обидва.
sign-in-admins = Адміністраторам: надішліть ботові { $command } в особистому чаті та відкрийте посилання з відповіді.
sign-in-keys = Або увійдіть з ID бота та API-ключем: з { $command } або створеним у розділі «Ключі» після входу.
sign-in-bot-id = ID бота
sign-in-api-key = API-ключ
sign-in-api-key-hint = Зберігається лише в цій вкладці браузера; закривши вкладку, ви вийдете.
sign-in = Увійти
skip-to-content = До вмісту
header-bot = Бот { $bot } · рівень { $level }
sign-out = Вийти
sections = Розділи
language = Мова
screen-needs = Для розділу «{ $screen }» потрібен рівень { $needed }; у вас рівень { $level }.
not-shown-part = { $screens } (рівень { $level })
not-shown = Приховано на вашому рівні ({ $level }): { $parts }.

screen-overview = Огляд
screen-analytics = Аналітика
screen-orders = Замовлення
screen-plans = Тарифи
screen-chats = Чати
screen-projects = Проєкти
screen-members = Учасники
screen-subscriptions = Підписки
screen-coupons = Купони
screen-forms = Анкети
screen-codes = Коди доступу
screen-commands = Команди
screen-texts = Тексти
screen-admins = Адміністратори
screen-activity = Журнал
screen-webhooks = Вебхуки
screen-keys = Ключі
screen-settings = Налаштування

## Спільне

try-again = Спробувати ще
working = Виконується…
cancel = Скасувати
save = Зберегти
copy = Копіювати
copied = Скопійовано
loading = Завантаження…
list-separator = {", "}
never = ніколи
none = немає
so-far = (поки що)
needs = { $what }: потрібен рівень { $needed }; у вас рівень { $level }.
zone-hint = У часовому поясі бота ({ $zone }).
zone-hint-unknown = У часовому поясі бота.
level-option = { $level } · { $powers }
level-2 = захист від флуду
level-3 = аналітика й розсилки
level-4 = чати, бани й тарифи
level-5 = експорт
level-6 = резервні копії, купони й анкети
level-7 = учасники й проєкти
level-8 = усе
plan-field = Тариф
plan-fallback = Тариф { $id }

length-lifetime = безстроково
length-until = до { $date }
length-years = { $count ->
    [one] { $count } рік
    [few] { $count } роки
    [many] { $count } років
   *[other] { $count } року
}
length-months = { $count ->
    [one] { $count } місяць
    [few] { $count } місяці
    [many] { $count } місяців
   *[other] { $count } місяця
}
length-weeks = { $count ->
    [one] { $count } тиждень
    [few] { $count } тижні
    [many] { $count } тижнів
   *[other] { $count } тижня
}
length-days = { $count ->
    [one] { $count } день
    [few] { $count } дні
    [many] { $count } днів
   *[other] { $count } дня
}

## Підписки в таблицях

column-subscription = Підписка
column-member = Учасник
column-plan = Тариф
column-state = Стан
column-source = Джерело
column-ends = Закінчення
column-problem = Проблема
column-actions = Дії
subscription-state = { $state ->
    [active] активна
    [canceled] скасована
    [expired] минула
    [revoked] відкликана
   *[other] { $state }
}
subscription-state-trial = { $state } (пробна)
subscription-state-recurring = { $state }, з автопродовженням
subscription-source = { $source ->
    [payment] оплата
    [trial] пробний період
    [code] код
    [grant] видана вручну
   *[other] { $source }
}
subscription-ended = Завершена
subscription-new-end = Нове закінчення підписки { $id }
subscription-new-end-hint = { $zone } Порожньо — безстроково.
subscription-save-end = Зберегти закінчення
subscription-change-end-of = Змінити закінчення підписки { $id }
subscription-change-end = Змінити закінчення
subscription-cancel-renewals = Скасувати продовження підписки { $id }
subscription-cancel-renewals-question = Скасувати продовження? Доступ залишиться до кінця вже оплаченого строку.
subscription-stop-renewals = Скасувати продовження
subscription-revoke = Відкликати підписку { $id }
subscription-revoke-question = Відкликати підписку { $id }? { $member } одразу втрачає доступ і видаляється з чатів.
revoke = Відкликати
member-fallback = Учасник { $id }

## Графіки й когорти

chart-period = Період
chart-revenue = Виручка
chart-sales = Продажі
chart-revenue-axis = Виручка ({ $currency })
movements-axis = Зміна MRR ({ $currency })
movement-new = Нові
movement-reactivation = Повернення
movement-expansion = Розширення
movement-contraction = Скорочення
movement-churned = Відтік
movement-net = Чиста зміна
cohorts-caption = Учасники, які й далі платять, за місяцем першої оплати
cohorts-cohort = Когорта
cohorts-members = Учасники
cohorts-month = Місяць { $month }
cohorts-cell = { $count } з { $members } ще платять наприкінці місяця { $month } ({ $percent })
cohorts-cell-now = { $count } з { $members } ще платять зараз ({ $percent })

## Огляд

overview-today = Сьогодні
overview-this-month = Цей місяць
overview-members = Учасники з доступом
overview-ending = Закінчуються за 7 днів
overview-no-sales = Продажів немає
overview-money = { $amount } · { $sales ->
    [one] { $sales } продаж
    [few] { $sales } продажі
    [many] { $sales } продажів
   *[other] { $sales } продажу
}
overview-card-needs = Потрібен рівень { $needed }; у вас рівень { $level }.
overview-loading-totals = Завантаження підсумків…
overview-loading-revenue = Завантаження виручки…
overview-revenue = Виручка
overview-period = Період
overview-day = День
overview-month = Місяць
overview-year = Рік
overview-periods = Періодів
overview-currency = Валюта
overview-no-sales-yet = { $unit ->
    [day] За ці дні продажів поки немає.
    [month] За ці місяці продажів поки немає.
   *[year] За ці роки продажів поки немає.
}
overview-chart = { $unit ->
    [day] Виручка в { $currency } по днях, з { $from } по { $to }: усього { $total ->
        [one] { $total } продаж
        [few] { $total } продажі
        [many] { $total } продажів
       *[other] { $total } продажу
    }. Усі числа — у таблиці нижче.
    [month] Виручка в { $currency } по місяцях, з { $from } по { $to }: усього { $total ->
        [one] { $total } продаж
        [few] { $total } продажі
        [many] { $total } продажів
       *[other] { $total } продажу
    }. Усі числа — у таблиці нижче.
   *[year] Виручка в { $currency } по роках, з { $from } по { $to }: усього { $total ->
        [one] { $total } продаж
        [few] { $total } продажі
        [many] { $total } продажів
       *[other] { $total } продажу
    }. Усі числа — у таблиці нижче.
}
overview-table = { $unit ->
    [day] Виручка й продажі в { $currency } по днях
    [month] Виручка й продажі в { $currency } по місяцях
   *[year] Виручка й продажі в { $currency } по роках
}

## Аналітика

analytics-loading = Завантаження регулярної виручки…
analytics-loading-cohorts = Завантаження когорт…
analytics-recurring = Регулярна виручка
analytics-recurring-none = Регулярної виручки поки немає. MRR, відтік і їхній рух з’являться, коли учасник оплатить тариф із закінченням (безстроковий доступ, видача вручну, пробні періоди й коди доступу регулярних грошей не приносять).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Учасники, що платять
analytics-arpu = ARPU
analytics-arpu-none = зараз ніхто не платить
analytics-churn = Відтік за 30 днів
analytics-ltv = LTV
analytics-ltv-none = немає відтоку, щоб на нього ділити
analytics-nobody-pays = Зараз ніхто не платить у { $currency }, і 30 днів тому ніхто не платив.
analytics-movements = Рух MRR
analytics-no-mrr = { $months ->
    [one] Немає MRR у { $currency } за останній { $months } місяць.
    [few] Немає MRR у { $currency } за останні { $months } місяці.
    [many] Немає MRR у { $currency } за останні { $months } місяців.
   *[other] Немає MRR у { $currency } за останні { $months } місяця.
}
analytics-mrr-start = MRR на початок
analytics-mrr-end = MRR на кінець
analytics-movements-table = Рух MRR у { $currency } по місяцях
analytics-movements-chart = Рух MRR у { $currency } по місяцях, з { $from } по { $to }: MRR змінився з { $start } до { $end }; усього нові — { $new }, повернення — { $reactivation }, розширення — { $expansion }, скорочення — { $contraction }, відтік — { $churned }. Усі числа — у таблиці нижче.
analytics-trials = Пробні періоди
analytics-trials-none = За останні 90 днів пробних періодів не було. Тариф із пробним періодом (розділ «Тарифи») дає змогу спробувати його до оплати.
analytics-trials-active = Активні пробні
analytics-trials-started = Розпочато за 90 днів
analytics-trials-converted = Перейшли на оплату
analytics-trials-rate = Конверсія
analytics-cohorts = Когорти
analytics-cohorts-none = Учасників, що платять, поки немає: тут з’являться нові платні учасники кожного місяця і скільки з них платять і далі місяць за місяцем.

## Журнал

any = Будь-яке
show = Показати
activity-filter = Фільтр змін
activity-made-by = Хто зробив
activity-anyone = Будь-хто
activity-by-keys = API-ключі
activity-by-admins = Адміністратори
activity-by-members = Учасники
activity-by-system = Система
activity-change = Зміна
activity-who-hint = Хто: API-ключ, адміністратор (увійшовши в панель або командою в боті), учасник, що діє в боті, або система (годинник підписок, Telegram, Stripe, командний рядок).
activity-loading = Завантаження змін…
activity-more = Ще зміни
activity-empty = Відповідних змін немає.
activity-caption = Зміни, спочатку нові
activity-when = Коли
activity-who = Хто
actor-key = ключ { $id }
actor-admin = адміністратор { $id }
actor-member = учасник { $id }
actor-system = система
subject-order = Замовлення { $order }
subject-subscription = Підписка { $subscription } учасника { $member }
subject-member = Учасник { $member }, чат { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (тариф { $plan })
subject-admin = Адміністратор { $admin }: рівень { $level }
subject-form = { $name } (анкета { $form }), учасник { $member }
change-order-paid = Замовлення оплачено
change-order-refunded = Повернення за замовленням
change-subscription-started = Підписку розпочато
change-subscription-renewed = Підписку продовжено
change-subscription-canceled = Автопродовження скасовано
change-subscription-expiring = Нагадування: доступ скоро закінчиться
change-subscription-expired = Підписка минула
change-subscription-revoked = Підписку відкликано
change-member-joined = Учасник увійшов у чат
change-member-removed = Учасник вийшов із чату
change-member-muted = Учасника обмежено за флуд
change-member-banned = Учасника забанено
change-member-unbanned = Учасника розбанено
change-chat-added = Чат додано
change-chat-removed = Чат видалено
change-plan-created = Тариф створено
change-plan-updated = Тариф змінено
change-admin-added = Адміністратора додано
change-admin-updated = Рівень адміністратора змінено
change-admin-removed = Адміністратора видалено
change-form-submitted = Анкету заповнено
change-command-changed = Команду збережено
change-command-deleted = Команду видалено
change-text-changed = Текст змінено
change-text-deleted = Текст відновлено

## Спільні списки й форми

remove = Видалити
delete = Видалити
archive = В архів
edit = Змінити
column-used = Використано
column-expires = Спливає
column-name = Назва
column-plans = Тарифи
column-created = Створено
count-of = { $count } з { $total }
valid-until = Діє до
valid-until-hint = { $zone } Порожньо — безстроково.

## Адміністратори

admins-owner = 8 · власник (незмінно)
admins-level-of = Рівень { $admin }
admins-remove = Видалити адміністратора { $admin }
admins-remove-question = Видалити { $admin } з адміністраторів бота?
admins-what = Додавання, зміна й видалення адміністраторів
admins-below = На рівні { $level } ви керуєте адміністраторами нижче рівня { $level } і можете дати їм щонайбільше рівень { $most }.
admins-add = Додати адміністратора
admins-user-id = ID адміністратора в Telegram
admins-level = Рівень
admins-add-button = Додати адміністратора
admins-loading = Завантаження адміністраторів…
admins-more = Ще адміністратори
admins-empty = Адміністраторів немає.
admins-caption = Адміністратори та їхні рівні
admins-admin = Адміністратор

## Чати

chats-add = Додати чат
chats-id = ID чату
chats-id-hint = ID групи чи каналу в Telegram, наприклад -1001234567890.
chats-name = Назва
chats-type = Тип
chats-supergroup = Супергрупа
chats-group = Група
chats-channel = Канал
chat-type = { $type ->
    [supergroup] супергрупа
    [group] група
    [channel] канал
   *[other] { $type }
}
chats-add-button = Додати чат
chats-rename = Перейменувати
chats-rename-chat = Перейменувати { $name }
chats-new-name = Нова назва для { $name }
chats-remove = Видалити { $name }
chats-remove-question = Видалити { $name }? Тарифи більше не даватимуть до нього доступ; ті, хто вже в ньому, залишаться.
chats-what = Додавання, перейменування й видалення чатів
chats-heading = Чати бота
chats-loading = Завантаження чатів…
chats-more = Ще чати
chats-empty = Чатів поки немає: додайте групи й канали, доступ до яких продаєте.

## Коди доступу

codes-new = Нові коди доступу
codes-count = Скільки кодів
codes-uses = Використань на код
codes-create = Створити коди
codes-made = Нові коди
codes-copy = Копіювати код { $code }
codes-heading = Коди
codes-loading = Завантаження кодів…
codes-more = Ще коди
codes-empty = Кодів поки немає.
codes-caption = Коди доступу, спочатку нові
codes-code = Код
codes-delete = Видалити код { $code }
codes-delete-question = Видалити { $code }? Його більше не можна буде активувати; наданий ним доступ залишиться.

## Команди

commands-new = Нова команда
commands-edit = Змінити /{ $name }
commands-command = Команда
commands-command-hint = Те, що учасники пишуть після скісної риски: a–z, 0–9 і _, наприклад faq. Команду з тим самим ім’ям буде замінено.
commands-answer = Відповідь
commands-answer-hint = Звичайний текст, до 4096 символів.
commands-description = Опис у меню
commands-description-hint = Показується поруч із командою в меню. Порожньо — перший рядок відповіді.
commands-listed = Показувати в меню команд учасників
commands-translations = Переклади
commands-translations-hint = Учасники, у яких Telegram цією мовою, отримують цю відповідь замість основної (es підходить і для es-MX).
commands-language-code = Код мови
commands-translated-answer = Відповідь цією мовою
commands-remove-translation = Видалити переклад
commands-add-translation = Додати переклад
commands-save = Зберегти команду
commands-saved = /{ $name } збережено.
commands-delete = Видалити /{ $name }
commands-delete-question = Видалити /{ $name }? Бот перестане на неї відповідати, і вона зникне з меню.
commands-what = Додавання, зміна й видалення команд
commands-loading = Завантаження команд…
commands-empty = Команд поки немає: додайте відповіді на часті запитання учасників, наприклад /faq або /rules.
commands-caption = Власні команди, за іменем
commands-in-menu = У меню
commands-in-menu-first-line = так (перший рядок відповіді)
commands-in-menu-no = ні

## Тексти

texts-intro = Усе, що каже бот, кожною з його мов. Змініть повідомлення, щоб воно звучало по-вашому: ваш текст замінює початковий лише цією мовою, на всіх екземплярах протягом 10 секунд.
texts-what = Зміна текстів бота
texts-language = Мова текстів
texts-find = Знайти
texts-only-yours = Лише змінені мною
texts-loading = Завантажуємо тексти…
texts-caption = Тексти бота ({ $language }): { $shown } з { $all }
texts-message = Повідомлення
texts-shipped = Початковий текст
texts-yours = Ваш текст
texts-yours-hint = Залиште потрібні змінні в тому самому вигляді, що й у початковому тексті; попередній перегляд покаже, куди підставиться кожна.
texts-as-shipped = як у початковому
texts-edit = Змінити { $id }
texts-view = Відкрити { $id }
texts-open = Відкрити
texts-close = Закрити
texts-variables = Змінні: { $variables }
texts-no-variables = У цьому повідомленні немає змінних.
texts-preview = Попередній перегляд
texts-preview-hint = Приклади значень: ⟨ім’я⟩ позначає, куди підставиться значення; числа дорівнюють 2.
texts-preview-empty = Напишіть текст, щоб побачити його тут.
texts-preview-syntax = Це ще не коректний Fluent: перевірте, що всі фігурні дужки закриті.
texts-preview-variable = У цьому повідомленні немає змінної «{ $name }».
texts-save = Зберегти текст
texts-saved = { $id } збережено. Бот почне його використовувати протягом 10 секунд.
texts-restore = Повернути початковий текст
texts-restored = { $id } знову має початковий текст.
texts-none-yours = Ви не змінювали жодного повідомлення цією мовою.
texts-none-found = Нічого не знайдено.

## Купони

archived = В архіві
coupons-percent-off = знижка { $percent }%
coupons-amount-off = знижка { $amount }
coupons-every-renewal = { $discount }, на кожне продовження
coupons-new = Новий купон
coupons-code = Код
coupons-code-hint = 4–32 літери, цифри, _ або -. Порожньо — буде створено код із 8 символів.
coupons-percent = Знижка у відсотках
coupons-percent-hint = 1–99. Або вкажіть нижче знижку сумою.
coupons-amount = Знижка сумою
coupons-amount-hint = Наприклад 5.00, у валюті нижче.
coupons-currency = Валюта
coupons-currency-hint = Для знижки сумою, наприклад USD або XTR (Stars).
coupons-every-plan = Усі тарифи
coupons-max = Скільки учасників може використати
coupons-max-hint = Порожньо — без обмежень. Кожен учасник може використати купон один раз.
coupons-duration = Знижка діє
coupons-once = Лише на першу оплату
coupons-forever = І на кожне продовження
coupons-create = Створити купон
coupons-made-code = Код нового купона
coupons-made = Новий купон
coupons-copy = Копіювати купон { $code }
coupons-how = Учасники вводять його кнопкою «У мене є купон» або відкривають посилання на вашого бота з { $link }.
coupons-loading = Завантаження купонів…
coupons-more = Ще купони
coupons-empty = Купонів поки немає.
coupons-caption = Купони, спочатку нові
coupons-discount = Знижка
coupons-archive = Відправити купон { $code } в архів
coupons-archive-question = Відправити { $code } в архів? Учасники більше не зможуть його використати; у замовленнях він збережеться.

## Анкети

forms-intro = Учасник заповнює анкету один раз, у боті, перед рахунком або оплатою тарифу, до якого вона належить; тариф одночасно має одну анкету.
forms-new = Нова анкета
forms-name-hint = Учасники її не бачать; вона позначає анкету у ваших списках.
forms-asked-before = Запитується перед купівлею
forms-question-n = Запитання { $n }
forms-key = Ключ
forms-key-hint = a-z, 0-9 і _; ним відповідь називається у списку відповідей.
forms-question = Запитання
forms-kind = Тип відповіді
forms-kind-text = Текст
forms-kind-email = Ел. пошта
forms-kind-number = Число
forms-kind-choice = Вибір (кнопки)
forms-choices = Варіанти
forms-choices-hint = Для вибору: від 2 до 10, по одному в рядку.
forms-required = Обов’язкове (інакше учасник може його пропустити)
forms-add-question = Додати запитання
forms-remove-question = Видалити останнє запитання
forms-create = Створити анкету
forms-loading = Завантаження анкет…
forms-more = Ще анкети
forms-empty = Анкет поки немає.
forms-caption = Анкети, спочатку нові
forms-questions = Запитання
forms-responses = Відповіді
forms-archived = в архіві
forms-live = діє
forms-responses-to = Відповіді на «{ $name }»
forms-responses-caption = Відповіді на «{ $name }», спочатку нові
forms-loading-responses = Завантаження відповідей…
forms-more-responses = Ще відповіді
forms-no-responses = На цю анкету ще ніхто не відповів.
forms-submitted = Надіслано
forms-delete = Видалити { $name }
forms-archive-question = { $responses ->
    [one] Відправити { $name } в архів? Її більше не ставитимуть; { $responses } відповідь збережеться.
    [few] Відправити { $name } в архів? Її більше не ставитимуть; { $responses } відповіді збережуться.
    [many] Відправити { $name } в архів? Її більше не ставитимуть; { $responses } відповідей збережуться.
   *[other] Відправити { $name } в архів? Її більше не ставитимуть; { $responses } відповіді збережуться.
}
forms-delete-question = Видалити { $name }? На неї ніхто не відповів.

## Ключі

keys-create = Створити ключ
keys-label = Мітка (для чого він)
keys-label-example = Таблиця виручки
keys-made = Новий ключ
keys-made-note = Ключ { $id }: скопіюйте його зараз. { $once }; Tollgate зберігає лише його хеш.
    .once = Він показується лише один раз
keys-copy = Копіювати ключ { $id }
keys-loading = Завантаження ключів…
keys-more = Ще ключі
keys-empty = Ключів немає.
keys-caption = API-ключі
keys-key = Ключ
keys-label-column = Мітка
keys-signed-in = вхід: адміністратор { $admin }
keys-last-used = Останнє використання
keys-revoke = Відкликати ключ { $id }
keys-revoke-question = Відкликати ключ { $id }? Усі клієнти, що ним користуються, одразу отримають відмову.

## Учасники

members-back = До всіх учасників
members-loading-member = Завантаження учасника…
members-no-name = Ім’я невідоме
members-has-access = має доступ
members-no-access = без доступу
members-since = з { $date }
members-referred-by = запросив { $member }
members-delivery-error = Бот не може писати цьому учасникові: { $error }
members-what = Зміна підписок
members-subscriptions-of = Підписки { $id }
members-no-subscriptions = Підписок немає.
members-orders-of = Останні замовлення { $id }
members-access = Доступ
members-everyone = Усі
members-with-access = З доступом
members-without-access = Без доступу
members-loading = Завантаження учасників…
members-more = Ще учасники
members-empty = Учасників поки немає.
members-caption = Учасники, спочатку нові
members-access-yes = Так
members-access-no = Ні
members-since-column = Уперше в боті

## Замовлення

orders-refunded = Повернено
orders-refund-order = Повернути гроші за замовлення { $id }
orders-refund-question = Повернути гроші за замовлення { $id } ({ $amount })? Доступ, отриманий за ним, одразу закінчиться.
orders-refund = Повернути гроші
orders-filter = Фільтр замовлень
orders-paid-from = Оплачені з
orders-paid-through = Оплачені по
orders-zone = Дні й час — у часовому поясі бота ({ $zone }), як в огляді.
orders-zone-unknown = Дні й час — у часовому поясі бота, як в огляді.
orders-what = Повернення грошей за замовлення
orders-loading = Завантаження замовлень…
orders-more = Ще замовлення
orders-empty = У цьому проміжку замовлень немає.
orders-caption = Замовлення, спочатку нові
orders-order = Замовлення
orders-paid-at = Оплачено
orders-amount = Сума
orders-status = Статус
order-status = { $status ->
    [paid] оплачено
    [refunded] повернено
   *[other] { $status }
}
orders-external-id = Зовнішній ID

## Тарифи

plans-new = Новий тариф
plans-edit-plan = Змінити тариф { $name }
plans-length = Строк
plans-length-hint = P1M, P30D, P1Y6M, «1 month», «30» (днів), «lifetime» або дата закінчення, наприклад 2027-06-30
plans-price = Ціна
plans-price-hint = Десяткове число зі знаками валюти, наприклад 9.99 (XTR — цілі Stars).
plans-currency-hint = Код ISO 4217, наприклад USD або UAH; XTR — Telegram Stars.
plans-trial = Пробний період
plans-trial-hint = Порожньо або 0 — без нього; інакше строк, наприклад P7D.
plans-description = Опис
plans-description-hint = Показується під тарифом у /start; до 1000 символів.
plans-translations = Переклади
plans-translations-hint = Учасники, які читають бота цією мовою, побачать ці тексти; порожнє поле залишає текст тарифу.
plans-translation-language = Мова перекладу
plans-translation-name = Назва цією мовою
plans-translation-description = Опис цією мовою
plans-add-translation = Додати переклад
plans-remove-translation = Вилучити переклад
plans-project = Проєкт (чати, до яких дає доступ)
plans-no-project = Немає
plans-options = Параметри
plans-recurring = Автопродовження (оплата списується щоперіоду)
plans-who = Хто може купити
plans-who-anyone = Будь-хто
plans-who-new = Лише ті, хто ще не підписувався
plans-who-returning = Лише ті, хто вже підписувався
plans-times = Скільки разів один учасник може купити (0 — без обмежень)
plans-token-only = Лише за кодом доступу
plans-credit-only = Оплата лише з балансу
plans-invitee-only = Лише запрошені партнером
plans-save = Зберегти тариф
plans-create = Створити тариф
plans-edit = Змінити { $name }
plans-archive = Відправити { $name } в архів
plans-archive-question = Відправити { $name } в архів? Його більше не можна буде купити; в учасників залишиться те, що вони мають.
plans-what = Зміна тарифів
plans-loading = Завантаження тарифів…
plans-more = Ще тарифи
plans-empty = Тарифів поки немає: створіть перший.
plans-trial-column = Пробний
plans-option-recurring = автопродовження
plans-option-code-only = лише за кодом
plans-option-referred-only = лише запрошені
plans-option-newcomers = новачки
plans-option-times = { $times }× на учасника
plans-on-sale = У продажу

## Проєкти

projects-what = Створення проєктів
projects-new = Новий проєкт
projects-name = Назва проєкту
projects-chats-bundled = Чати в проєкті
projects-add-chats-first = Спочатку додайте чати.
projects-create = Створити проєкт
projects-loading = Завантаження проєктів…
projects-more = Ще проєкти
projects-empty = Проєктів поки немає.
projects-project = Проєкт

## Налаштування: пауза продажів

sales = Продажі
sales-paused = Продажі { $state }. Учасники бачать свій доступ, але не тарифи; рахунки й оплата карткою не створюються.
    .state = призупинено
sales-on = Продажі { $state }. Учасники бачать тарифи й можуть платити.
    .state = увімкнено
sales-pausing = Пауза зупиняє лише нові продажі: продовження чинних підписок, коди доступу, видача доступу вручну й доступ учасників працюють далі. Те саме, що /pause і /resume у боті.
sales-switch = Пауза продажів
sales-switch-on = : увімк.
sales-switch-off = : вимк.

## Налаштування

settings-loading = Завантаження налаштувань…
settings-what = Зміна налаштувань
settings-general = Основні налаштування
settings-bot-line = Бот { $bot }, власник { $owner }.
settings-bot = Бот
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, власник { $owner }
settings-bot-name = Ім’я бота
settings-timezone = Часовий пояс
settings-timezone-hint = Назва IANA, наприклад Europe/Kyiv: за нею рахуються дні й місяці виручки, і в ній панель показує всі дати та час.
settings-currency = Валюта за замовчуванням
settings-reminders = Дні нагадувань
settings-reminders-hint = За скільки днів до закінчення підписки нагадати учасникові, наприклад 3, 1. Порожньо — не нагадувати.
settings-save = Зберегти налаштування
settings-secrets = Токени й ключі
settings-secrets-note = Зберігаються зашифрованими й більше не показуються: їх можна замінити або видалити.
bot-status = Бот: { $status }
bot-status-state = { $status ->
    [running] працює
    [starting] запускається
    [stopped] зупинено
   *[other] { $status }
}
bot-status-error = зупинено через помилку
secret-label = { $secret ->
    [bot_token] Токен бота
    [stripe_secret_key] Секретний ключ Stripe
   *[stripe_webhook_secret] Секрет підпису вебхука Stripe
}
secret-hint = { $secret ->
    [bot_token] Від @BotFather, <id бота>:<секрет>. Бот запуститься за кілька секунд.
    [stripe_secret_key] sk_live_… або sk_test_…: оплата карткою.
   *[stripe_webhook_secret] whsec_… того ендпоінта, куди надсилає Stripe.
}
secret-status = { $secret }: { $state }
secret-set = задано
secret-not-set = не задано
secret-set-new = { $secret ->
    [bot_token] Задати токен бота
    [stripe_secret_key] Задати секретний ключ Stripe
   *[stripe_webhook_secret] Задати секрет підпису вебхука Stripe
}
secret-replace = { $secret ->
    [bot_token] Замінити токен бота
    [stripe_secret_key] Замінити секретний ключ Stripe
   *[stripe_webhook_secret] Замінити секрет підпису вебхука Stripe
}
secret-save = { $secret ->
    [bot_token] Зберегти токен бота
    [stripe_secret_key] Зберегти секретний ключ Stripe
   *[stripe_webhook_secret] Зберегти секрет підпису
}
secret-remove = { $secret ->
    [bot_token] Видалити токен бота
    [stripe_secret_key] Видалити секретний ключ Stripe
   *[stripe_webhook_secret] Видалити секрет підпису вебхука Stripe
}
secret-remove-question = { $secret ->
    [bot_token] Видалити токен бота? Бот зупиниться.
    [stripe_secret_key] Видалити секретний ключ Stripe? Оплата карткою припиниться.
   *[stripe_webhook_secret] Видалити секрет підпису вебхука Stripe? Оплата карткою припиниться.
}

## Підписки

subscriptions-grant = Надати доступ
subscriptions-member-id = ID учасника
subscriptions-member-id-hint = ID учасника в Telegram.
subscriptions-ends-hint = { $zone } Порожньо — строк тарифу від цього моменту.
subscriptions-trial = Натомість почати пробний період тарифу
subscriptions-what = Надання доступу й зміна підписок
subscriptions-filter = Фільтр підписок
subscriptions-plan-archived = { $name } (в архіві)
subscriptions-loading = Завантаження підписок…
subscriptions-more = Ще підписки
subscriptions-empty = Відповідних підписок немає.
subscriptions-caption = Підписки, спочатку нові

## Вебхуки

webhooks-new = Новий вебхук
webhooks-edit = Змінити вебхук { $id }
webhooks-url = URL
webhooks-url-hint = https:// на публічній адресі; Tollgate надсилає туди кожну подію POST-запитом із підписом.
webhooks-events = Події
webhooks-all-events = Усі події
webhooks-all-events-short = усі події
webhooks-description = Опис
webhooks-save = Зберегти вебхук
webhooks-add = Додати вебхук
webhooks-log = Журнал доставки
webhooks-all = Усі
webhooks-pending = Очікують
webhooks-delivered = Доставлені
webhooks-failed = З помилкою
delivery-status = { $status ->
    [pending] очікує
    [delivered] доставлено
    [failed] помилка
   *[other] { $status }
}
webhooks-refresh = Оновити
webhooks-loading-attempts = Завантаження спроб…
webhooks-more-attempts = Ще спроби
webhooks-no-deliveries = Доставок поки немає.
webhooks-deliveries-caption = Доставки на вебхук { $id }, спочатку нові
webhooks-event = Подія
webhooks-attempt = Спроба
webhooks-answer = Відповідь
webhooks-took = Тривалість
webhooks-error = Помилка
webhooks-next-attempt = Наступна спроба
webhooks-title-enabled = Вебхук { $id } · увімкнено
webhooks-title-disabled = Вебхук { $id } · вимкнено
webhooks-failing-since = Помилки з { $date }.
webhooks-previous-secret = Попередній секрет теж підписує до { $date }.
webhooks-pause = Призупинити
webhooks-enable = Увімкнути
webhooks-test = Надіслати тест
webhooks-rotate = Новий секрет для вебхука { $id }
webhooks-rotate-question = Створити новий секрет підпису? Протягом 24 годин доставки підписуються обома, щоб ваш приймач встиг перейти.
webhooks-new-secret = Новий секрет
webhooks-delete = Видалити вебхук { $id }
webhooks-delete-question = Видалити вебхук { $id } і його журнал доставки?
webhooks-hide-deliveries = Сховати доставки
webhooks-deliveries = Доставки
webhooks-secret = Секрет підпису
webhooks-secret-note = Секрет підпису вебхука { $id }: { $now } Перевіряйте ним доставки (docs/webhooks.md).
    .now = скопіюйте його зараз, більше він не з’явиться.
webhooks-copy-secret = Копіювати секрет підпису вебхука { $id }
webhooks-kept = Секрет збережено
webhooks-loading = Завантаження вебхуків…
webhooks-empty = Вебхуків поки немає: додайте свій URL, щоб дізнаватися про кожен продаж.
