# داشبورد Tollgate به فارسی. همان پیام‌ها و متغیرهای en.ftl (test/web/locales.test.ts).
# فارسی پس از عدد جمع نمی‌بندد («۳ ماه»): انتخاب جمع لازم نیست.

## قاب: ورود، سرصفحه، ناوبری، منوی زبان

page-title = { $screen } · Tollgate
sign-in-title = ورود · Tollgate
signing-in = در حال ورود…
session-ended = نشست شما به پایان رسید (خارج شدید، منقضی شد یا کلیدش لغو شد)؛ دوباره وارد شوید.
link-refused = این پیوند ورود قبلاً استفاده شده یا منقضی شده است؛ دوباره ⁦/dashboard⁩ را برای ربات بفرستید.
sign-in-refused = این شناسهٔ ربات و کلید API با هیچ کلید فعالی جور نیستند؛ هر دو را بررسی کنید.
sign-in-admins = مدیران: { $command } را در گفتگوی خصوصی برای ربات بفرستید و پیوندی را که در پاسخ می‌فرستد باز کنید.
sign-in-keys = یا با شناسهٔ ربات و یک کلید API وارد شوید: کلیدی از { $command } یا کلیدی که پس از ورود در بخش کلیدها می‌سازید.
sign-in-bot-id = شناسهٔ ربات
sign-in-api-key = کلید API
sign-in-api-key-hint = فقط در همین زبانهٔ مرورگر نگه داشته می‌شود؛ با بستن زبانه از حساب خارج می‌شوید.
sign-in = ورود
skip-to-content = رفتن به محتوا
header-bot = ربات { $bot } · سطح { $level }
sign-out = خروج
sections = بخش‌ها
language = زبان
screen-needs = بخش «{ $screen }» به سطح { $needed } نیاز دارد؛ سطح شما { $level } است.
not-shown-part = { $screens } (سطح { $level })
not-shown = در سطح شما ({ $level }) نمایش داده نمی‌شوند: { $parts }.

screen-overview = نمای کلی
screen-analytics = تحلیل‌ها
screen-orders = سفارش‌ها
screen-plans = طرح‌ها
screen-chats = گفتگوها
screen-projects = پروژه‌ها
screen-members = اعضا
screen-subscriptions = اشتراک‌ها
screen-coupons = کوپن‌ها
screen-forms = فرم‌ها
screen-codes = کدهای دسترسی
screen-commands = دستورها
screen-texts = متن‌ها
screen-admins = مدیران
screen-activity = فعالیت‌ها
screen-webhooks = وب‌هوک‌ها
screen-keys = کلیدها
screen-settings = تنظیمات

## بخش‌های مشترک

try-again = تلاش دوباره
working = در حال انجام…
cancel = انصراف
save = ذخیره
copy = رونوشت
copied = رونوشت شد
loading = در حال بارگیری…
list-separator = {"، "}
never = هرگز
none = هیچ
so-far = (تا این لحظه)
needs = { $what } به سطح { $needed } نیاز دارد؛ سطح شما { $level } است.
zone-hint = به وقت منطقهٔ زمانی ربات ({ $zone }).
zone-hint-unknown = به وقت منطقهٔ زمانی ربات.
level-option = { $level } · { $powers }
level-2 = کنترل پیام‌های رگباری
level-3 = تحلیل‌ها و پیام‌های همگانی
level-4 = گفتگوها، مسدودسازی و طرح‌ها
level-5 = خروجی‌گیری
level-6 = پشتیبان‌ها، کوپن‌ها و فرم‌ها
level-7 = اعضا و پروژه‌ها
level-8 = همه چیز
plan-field = طرح
plan-fallback = طرح { $id }

length-lifetime = مادام‌العمر
length-until = تا { $date }
length-years = { $count } سال
length-months = { $count } ماه
length-weeks = { $count } هفته
length-days = { $count } روز

## اشتراک‌ها در جدول‌ها

column-subscription = اشتراک
column-member = عضو
column-plan = طرح
column-state = وضعیت
column-source = منبع
column-ends = پایان
column-problem = مشکل
column-actions = کارها
subscription-state = { $state ->
    [active] فعال
    [canceled] لغو شده
    [expired] منقضی
    [revoked] باطل شده
   *[other] { $state }
}
subscription-state-trial = { $state } (آزمایشی)
subscription-state-recurring = { $state }، تمدید خودکار
subscription-source = { $source ->
    [payment] پرداخت
    [trial] دورهٔ آزمایشی
    [code] کد
    [grant] اعطای دستی
   *[other] { $source }
}
subscription-ended = پایان‌یافته
subscription-new-end = پایان تازهٔ اشتراک { $id }
subscription-new-end-hint = { $zone } خالی: مادام‌العمر.
subscription-save-end = ذخیرهٔ پایان
subscription-change-end-of = تغییر پایان اشتراک { $id }
subscription-change-end = تغییر پایان
subscription-cancel-renewals = لغو تمدیدهای اشتراک { $id }
subscription-cancel-renewals-question = تمدیدها متوقف شود؟ دسترسی تا پایان دورهٔ پرداخت‌شده ادامه دارد.
subscription-stop-renewals = توقف تمدیدها
subscription-revoke = ابطال اشتراک { $id }
subscription-revoke-question = اشتراک { $id } باطل شود؟ { $member } همین حالا دسترسی را از دست می‌دهد و از گفتگوها بیرون می‌رود.
revoke = ابطال
member-fallback = عضو { $id }

## نمودارها و گروه‌ها

chart-period = دوره
chart-revenue = درآمد
chart-sales = فروش‌ها
chart-revenue-axis = درآمد ({ $currency })
movements-axis = تغییر MRR ({ $currency })
movement-new = جدید
movement-reactivation = بازگشت
movement-expansion = افزایش
movement-contraction = کاهش
movement-churned = ریزش
movement-net = تغییر خالص
cohorts-caption = اعضایی که هنوز پرداخت می‌کنند، بر پایهٔ ماه نخستین پرداخت
cohorts-cohort = گروه
cohorts-members = اعضا
cohorts-month = ماه { $month }
cohorts-cell = { $count } از { $members } نفر در پایان ماه { $month } هنوز پرداخت می‌کنند ({ $percent })
cohorts-cell-now = { $count } از { $members } نفر اکنون هنوز پرداخت می‌کنند ({ $percent })

## نمای کلی

overview-today = امروز
overview-this-month = این ماه
overview-members = اعضای دارای دسترسی
overview-ending = پایان تا ۷ روز آینده
overview-no-sales = بدون فروش
overview-money = { $amount } · { $sales } فروش
overview-card-needs = به سطح { $needed } نیاز دارد؛ سطح شما { $level } است.
overview-loading-totals = در حال بارگیری مجموع‌ها…
overview-loading-revenue = در حال بارگیری درآمد…
overview-revenue = درآمد
overview-period = دوره
overview-day = روز
overview-month = ماه
overview-year = سال
overview-periods = تعداد دوره‌ها
overview-currency = ارز
overview-no-sales-yet = { $unit ->
    [day] هنوز در این روزها فروشی نبوده است.
    [month] هنوز در این ماه‌ها فروشی نبوده است.
   *[year] هنوز در این سال‌ها فروشی نبوده است.
}
overview-chart = { $unit ->
    [day] درآمد روزانه به { $currency }، از { $from } تا { $to }: روی هم { $total } فروش. همهٔ اعداد در جدول زیر آمده است.
    [month] درآمد ماهانه به { $currency }، از { $from } تا { $to }: روی هم { $total } فروش. همهٔ اعداد در جدول زیر آمده است.
   *[year] درآمد سالانه به { $currency }، از { $from } تا { $to }: روی هم { $total } فروش. همهٔ اعداد در جدول زیر آمده است.
}
overview-table = { $unit ->
    [day] درآمد و فروش روزانه به { $currency }
    [month] درآمد و فروش ماهانه به { $currency }
   *[year] درآمد و فروش سالانه به { $currency }
}

## تحلیل‌ها

analytics-loading = در حال بارگیری درآمد تکرارشونده…
analytics-loading-cohorts = در حال بارگیری گروه‌ها…
analytics-recurring = درآمد تکرارشونده
analytics-recurring-none = هنوز درآمد تکرارشونده‌ای نیست. MRR، ریزش و جابه‌جایی‌هایشان وقتی نمایان می‌شوند که عضوی هزینهٔ طرحی با تاریخ پایان را بپردازد (دسترسی مادام‌العمر، اعطای دستی، دوره‌های آزمایشی و کدهای دسترسی درآمد تکرارشونده نمی‌آورند).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = اعضای پرداخت‌کننده
analytics-arpu = ARPU
analytics-arpu-none = اکنون کسی پرداخت نمی‌کند
analytics-churn = ریزش، ۳۰ روز اخیر
analytics-ltv = LTV
analytics-ltv-none = ریزشی برای تقسیم نیست
analytics-nobody-pays = اکنون کسی به { $currency } پرداخت نمی‌کند و ۳۰ روز پیش هم کسی نمی‌کرد.
analytics-movements = جابه‌جایی‌های MRR
analytics-no-mrr = در { $months } ماه گذشته MRR به { $currency } نبوده است.
analytics-mrr-start = MRR آغاز
analytics-mrr-end = MRR پایان
analytics-movements-table = جابه‌جایی‌های ماهانهٔ MRR به { $currency }
analytics-movements-chart = جابه‌جایی‌های ماهانهٔ MRR به { $currency }، از { $from } تا { $to }: MRR از { $start } به { $end } رسید؛ روی هم جدید { $new }، بازگشت { $reactivation }، افزایش { $expansion }، کاهش { $contraction } و ریزش { $churned }. همهٔ اعداد در جدول زیر آمده است.
analytics-trials = دوره‌های آزمایشی رایگان
analytics-trials-none = در ۹۰ روز گذشته دورهٔ آزمایشی رایگانی نبوده است. طرحی با دورهٔ آزمایشی (طرح‌ها) به اعضا امکان می‌دهد پیش از پرداخت آن را امتحان کنند.
analytics-trials-active = دوره‌های آزمایشی جاری
analytics-trials-started = آغازشده، ۹۰ روز اخیر
analytics-trials-converted = تبدیل‌شده
analytics-trials-rate = نرخ تبدیل
analytics-cohorts = گروه‌ها
analytics-cohorts-none = هنوز عضو پرداخت‌کننده‌ای نیست: اعضای پرداخت‌کنندهٔ تازهٔ هر ماه اینجا نمایان می‌شوند، همراه با اینکه چند نفرشان ماه به ماه به پرداخت ادامه می‌دهند.

## فعالیت‌ها

any = همه
show = نمایش
activity-filter = پالایش تغییرها
activity-made-by = انجام‌دهنده
activity-anyone = همه
activity-by-keys = کلیدهای API
activity-by-admins = مدیران
activity-by-members = اعضا
activity-by-system = سامانه
activity-change = تغییر
activity-who-hint = چه کسی: یک کلید API، یک مدیر (واردشده یا با دستوری در ربات)، عضوی که در ربات کاری کرده، یا سامانه (ساعت اشتراک‌ها، تلگرام، Stripe، خط فرمان).
activity-loading = در حال بارگیری تغییرها…
activity-more = تغییرهای بیشتر
activity-empty = تغییری مطابق نیست.
activity-caption = تغییرها، تازه‌ترین نخست
activity-when = زمان
activity-who = چه کسی
actor-key = کلید { $id }
actor-admin = مدیر { $id }
actor-member = عضو { $id }
actor-system = سامانه
subject-order = سفارش { $order }
subject-subscription = اشتراک { $subscription } از عضو { $member }
subject-member = عضو { $member }، گفتگوی { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (طرح { $plan })
subject-admin = مدیر { $admin }: سطح { $level }
subject-form = { $name } (فرم { $form }) از عضو { $member }
change-order-paid = سفارش پرداخت شد
change-order-refunded = سفارش بازپرداخت شد
change-subscription-started = اشتراک آغاز شد
change-subscription-renewed = اشتراک تمدید شد
change-subscription-canceled = تمدید متوقف شد
change-subscription-expiring = یادآوری: دسترسی به‌زودی پایان می‌یابد
change-subscription-expired = اشتراک منقضی شد
change-subscription-revoked = اشتراک باطل شد
change-member-joined = عضوی به گفتگو پیوست
change-member-removed = عضوی گفتگو را ترک کرد
change-member-muted = عضو به دلیل پیام‌های رگباری بی‌صدا شد
change-member-banned = عضو مسدود شد
change-member-unbanned = مسدودیت عضو برداشته شد
change-chat-added = گفتگو افزوده شد
change-chat-removed = گفتگو برداشته شد
change-plan-created = طرح ساخته شد
change-plan-updated = طرح تغییر کرد
change-admin-added = مدیر افزوده شد
change-admin-updated = سطح مدیر تغییر کرد
change-admin-removed = مدیر برداشته شد
change-form-submitted = فرم پر شد
change-command-changed = دستور ذخیره شد
change-command-deleted = دستور حذف شد
change-text-changed = متن تغییر کرد
change-text-deleted = متن بازگردانده شد

## فهرست‌ها و فرم‌های مشترک

remove = برداشتن
delete = حذف
archive = بایگانی
edit = ویرایش
column-used = استفاده
column-expires = انقضا
column-name = نام
column-plans = طرح‌ها
column-created = ساخته‌شده
count-of = { $count } از { $total }
valid-until = معتبر تا
valid-until-hint = { $zone } خالی: هرگز منقضی نمی‌شود.

## مدیران

admins-owner = ۸ · مالک (ثابت)
admins-level-of = سطح { $admin }
admins-remove = برداشتن مدیر { $admin }
admins-remove-question = { $admin } از مدیران ربات برداشته شود؟
admins-what = افزودن، تغییر یا برداشتن مدیران
admins-below = در سطح { $level } شما مدیران پایین‌تر از سطح { $level } را اداره می‌کنید و حداکثر سطح { $most } را به آن‌ها می‌دهید.
admins-add = افزودن مدیر
admins-user-id = شناسهٔ کاربری تلگرام مدیر
admins-level = سطح
admins-add-button = افزودن مدیر
admins-loading = در حال بارگیری مدیران…
admins-more = مدیران بیشتر
admins-empty = مدیری نیست.
admins-caption = مدیران و سطح‌هایشان
admins-admin = مدیر

## گفتگوها

chats-add = افزودن گفتگو
chats-id = شناسهٔ گفتگو
chats-id-hint = شناسهٔ تلگرام گروه یا کانال، مانند ⁦-1001234567890⁩.
chats-name = نام
chats-type = نوع
chats-supergroup = ابرگروه
chats-group = گروه
chats-channel = کانال
chat-type = { $type ->
    [supergroup] ابرگروه
    [group] گروه
    [channel] کانال
   *[other] { $type }
}
chats-add-button = افزودن گفتگو
chats-rename = تغییر نام
chats-rename-chat = تغییر نام { $name }
chats-new-name = نام تازه برای { $name }
chats-remove = برداشتن { $name }
chats-remove-question = { $name } برداشته شود؟ طرح‌ها دیگر به آن دسترسی نمی‌دهند؛ اعضای کنونی آن می‌مانند.
chats-what = افزودن، تغییر نام یا برداشتن گفتگوها
chats-heading = گفتگوهای ربات
chats-loading = در حال بارگیری گفتگوها…
chats-more = گفتگوهای بیشتر
chats-empty = هنوز گفتگویی نیست: گروه‌ها و کانال‌هایی را که دسترسی‌شان را می‌فروشید بیفزایید.

## کدهای دسترسی

codes-new = کدهای دسترسی تازه
codes-count = تعداد کدها
codes-uses = دفعات استفاده از هر کد
codes-create = ساخت کدها
codes-made = کدهای تازه
codes-copy = رونوشت کد { $code }
codes-heading = کدها
codes-loading = در حال بارگیری کدها…
codes-more = کدهای بیشتر
codes-empty = هنوز کدی نیست.
codes-caption = کدهای دسترسی، تازه‌ترین نخست
codes-code = کد
codes-delete = حذف کد { $code }
codes-delete-question = { $code } حذف شود؟ دیگر قابل استفاده نیست؛ دسترسی‌ای که داده است می‌ماند.

## دستورها

commands-new = دستور تازه
commands-edit = ویرایش ⁦/{ $name }⁩
commands-command = دستور
commands-command-hint = آنچه اعضا پس از خط مورب می‌فرستند: ⁦a–z⁩، ⁦0–9⁩ و _، مانند faq. نامی که از قبل هست جایگزین می‌شود.
commands-answer = پاسخ
commands-answer-hint = متن ساده، تا ۴٬۰۹۶ نویسه.
commands-description = توضیح در منو
commands-description-hint = کنار دستور در منو نمایش داده می‌شود. خالی: نخستین خط پاسخ.
commands-listed = نمایش در منوی دستورهای اعضا
commands-translations = ترجمه‌ها
commands-translations-hint = اعضایی که برنامهٔ تلگرامشان به آن زبان است این پاسخ را به جای پاسخ اصلی می‌گیرند (es برای es-MX هم هست).
commands-language-code = کد زبان
commands-translated-answer = پاسخ به آن زبان
commands-remove-translation = برداشتن ترجمه
commands-add-translation = افزودن ترجمه
commands-save = ذخیرهٔ دستور
commands-saved = ⁦/{ $name }⁩ ذخیره شد.
commands-delete = حذف ⁦/{ $name }⁩
commands-delete-question = ⁦/{ $name }⁩ حذف شود؟ ربات دیگر به آن پاسخ نمی‌دهد و از منو برداشته می‌شود.
commands-what = افزودن، تغییر یا حذف دستورها
commands-loading = در حال بارگیری دستورها…
commands-empty = هنوز دستوری نیست: برای پرسش‌های پرتکرار اعضا پاسخ بیفزایید، مانند ⁦/faq⁩ یا ⁦/rules⁩.
commands-caption = دستورهای سفارشی، بر پایهٔ نام
commands-in-menu = در منو
commands-in-menu-first-line = بله (نخستین خط پاسخ)
commands-in-menu-no = خیر

## متن‌ها

texts-intro = هر چه ربات می‌گوید، به هر یک از زبان‌هایش. پیامی را تغییر دهید تا به سبک خودتان گفته شود: متن شما فقط در همان زبان، در همهٔ نمونه‌ها ظرف ۱۰ ثانیه جای متن اصلی را می‌گیرد.
texts-what = تغییر متن‌های ربات
texts-language = زبان متن‌ها
texts-find = جست‌وجو
texts-only-yours = فقط پیام‌هایی که تغییر داده‌ام
texts-loading = در حال بارگذاری متن‌ها…
texts-caption = متن‌های ربات به { $language }: { $shown } از { $all }
texts-message = پیام
texts-shipped = متن اصلی
texts-yours = متن شما
texts-yours-hint = متغیرهای لازم را همان‌طور که در متن اصلی نوشته شده نگه دارید؛ پیش‌نمایش نشان می‌دهد هر کدام کجا قرار می‌گیرد.
texts-as-shipped = مانند متن اصلی
texts-edit = ویرایش { $id }
texts-view = باز کردن { $id }
texts-open = باز کردن
texts-close = بستن
texts-variables = متغیرها: { $variables }
texts-no-variables = این پیام متغیری ندارد.
texts-preview = پیش‌نمایش
texts-preview-hint = مقادیر نمونه: ⟨نام⟩ جای یک مقدار را نشان می‌دهد؛ عددها ۲ هستند.
texts-preview-empty = متنی بنویسید تا اینجا ببینید.
texts-preview-syntax = این هنوز Fluent معتبر نیست: بررسی کنید همهٔ آکولادها بسته شده باشند.
texts-preview-variable = این پیام متغیر «{ $name }» را ندارد.
texts-save = ذخیرهٔ متن
texts-saved = { $id } ذخیره شد. ربات ظرف ۱۰ ثانیه آن را می‌گوید.
texts-restore = بازگرداندن متن اصلی
texts-restored = { $id } به متن اصلی برگشت.
texts-none-yours = هیچ پیامی را در این زبان تغییر نداده‌اید.
texts-none-found = پیامی پیدا نشد.

## کوپن‌ها

archived = بایگانی‌شده
coupons-percent-off = { $percent }٪ تخفیف
coupons-amount-off = { $amount } تخفیف
coupons-every-renewal = { $discount }، در هر تمدید
coupons-new = کوپن تازه
coupons-code = کد
coupons-code-hint = ۴ تا ۳۲ حرف، رقم، _ یا -. خالی: کدی ۸ نویسه‌ای ساخته می‌شود.
coupons-percent = درصد تخفیف
coupons-percent-hint = ۱ تا ۹۹. یا به جای آن مبلغ تخفیف را پایین‌تر بنویسید.
coupons-amount = مبلغ تخفیف
coupons-amount-hint = مانند 5.00، به ارز پایین.
coupons-currency = ارز
coupons-currency-hint = برای مبلغ تخفیف، مانند USD یا XTR (Stars).
coupons-every-plan = همهٔ طرح‌ها
coupons-max = شمار اعضایی که می‌توانند استفاده کنند
coupons-max-hint = خالی: بی‌محدودیت. هر عضو یک بار می‌تواند استفاده کند.
coupons-duration = تخفیف روی
coupons-once = فقط نخستین پرداخت
coupons-forever = هر تمدید هم
coupons-create = ساخت کوپن
coupons-made-code = کد کوپن تازه
coupons-made = کوپن تازه
coupons-copy = رونوشت کوپن { $code }
coupons-how = اعضا آن را با دکمهٔ «کوپن دارم» وارد می‌کنند، یا پیوند ربات شما را با { $link } باز می‌کنند.
coupons-loading = در حال بارگیری کوپن‌ها…
coupons-more = کوپن‌های بیشتر
coupons-empty = هنوز کوپنی نیست.
coupons-caption = کوپن‌ها، تازه‌ترین نخست
coupons-discount = تخفیف
coupons-archive = بایگانی کوپن { $code }
coupons-archive-question = { $code } بایگانی شود؟ اعضا دیگر نمی‌توانند از آن استفاده کنند؛ در سفارش‌ها می‌ماند.

## فرم‌ها

forms-intro = هر عضو فرم را یک بار، در ربات و پیش از صورت‌حساب یا پرداخت طرحی که فرم به آن مربوط است، پر می‌کند؛ هر طرح در هر زمان یک فرم دارد.
forms-new = فرم تازه
forms-name-hint = اعضا آن را نمی‌بینند؛ فرم را در فهرست‌های شما نام‌گذاری می‌کند.
forms-asked-before = پیش از خرید پرسیده می‌شود
forms-question-n = پرسش { $n }
forms-key = کلید
forms-key-hint = ⁦a-z⁩، ⁦0-9⁩ و _؛ نام پاسخ در فهرست پاسخ‌ها.
forms-question = پرسش
forms-kind = نوع پاسخ
forms-kind-text = متن
forms-kind-email = نشانی ایمیل
forms-kind-number = عدد
forms-kind-choice = گزینه‌ای (دکمه‌ها)
forms-choices = گزینه‌ها
forms-choices-hint = برای پرسش گزینه‌ای: ۲ تا ۱۰، هر کدام در یک خط.
forms-required = الزامی (وگرنه عضو می‌تواند از آن بگذرد)
forms-add-question = افزودن پرسش
forms-remove-question = برداشتن آخرین پرسش
forms-create = ساخت فرم
forms-loading = در حال بارگیری فرم‌ها…
forms-more = فرم‌های بیشتر
forms-empty = هنوز فرمی نیست.
forms-caption = فرم‌ها، تازه‌ترین نخست
forms-questions = پرسش‌ها
forms-responses = پاسخ‌ها
forms-archived = بایگانی‌شده
forms-live = فعال
forms-responses-to = پاسخ‌های { $name }
forms-responses-caption = پاسخ‌های { $name }، تازه‌ترین نخست
forms-loading-responses = در حال بارگیری پاسخ‌ها…
forms-more-responses = پاسخ‌های بیشتر
forms-no-responses = هنوز کسی این فرم را پر نکرده است.
forms-submitted = زمان ارسال
forms-delete = حذف { $name }
forms-archive-question = { $name } بایگانی شود؟ دیگر پرسیده نمی‌شود؛ { $responses } پاسخ آن نگه داشته می‌شود.
forms-delete-question = { $name } حذف شود؟ کسی آن را پر نکرده است.

## کلیدها

keys-create = ساخت کلید
keys-label = برچسب (برای چه کاری)
keys-label-example = صفحه‌گستردهٔ درآمد
keys-made = کلید تازه
keys-made-note = کلید { $id }: همین حالا رونوشت بگیرید. { $once }؛ Tollgate فقط هش آن را نگه می‌دارد.
    .once = فقط یک بار نمایش داده می‌شود
keys-copy = رونوشت کلید { $id }
keys-loading = در حال بارگیری کلیدها…
keys-more = کلیدهای بیشتر
keys-empty = کلیدی نیست.
keys-caption = کلیدهای API
keys-key = کلید
keys-label-column = برچسب
keys-signed-in = ورود: مدیر { $admin }
keys-last-used = آخرین استفاده
keys-revoke = لغو کلید { $id }
keys-revoke-question = کلید { $id } لغو شود؟ از این پس هر برنامه‌ای که از آن استفاده کند رد می‌شود.

## اعضا

members-back = بازگشت به همهٔ اعضا
members-loading-member = در حال بارگیری عضو…
members-no-name = نام نامعلوم
members-has-access = دسترسی دارد
members-no-access = بدون دسترسی
members-since = از { $date }
members-referred-by = معرفی‌شده از سوی { $member }
members-delivery-error = ربات نمی‌تواند به این عضو پیام بدهد: { $error }
members-what = تغییر اشتراک‌ها
members-subscriptions-of = اشتراک‌های { $id }
members-no-subscriptions = اشتراکی نیست.
members-orders-of = آخرین سفارش‌های { $id }
members-access = دسترسی
members-everyone = همه
members-with-access = با دسترسی
members-without-access = بدون دسترسی
members-loading = در حال بارگیری اعضا…
members-more = اعضای بیشتر
members-empty = هنوز عضوی نیست.
members-caption = اعضا، تازه‌ترین نخست
members-access-yes = بله
members-access-no = خیر
members-since-column = عضو از

## سفارش‌ها

orders-refunded = بازپرداخت‌شده
orders-refund-order = بازپرداخت سفارش { $id }
orders-refund-question = سفارش { $id } ({ $amount }) بازپرداخت شود؟ دسترسی عضو از این سفارش همین حالا پایان می‌یابد.
orders-refund = بازپرداخت
orders-filter = پالایش سفارش‌ها
orders-paid-from = پرداخت از
orders-paid-through = پرداخت تا
orders-zone = روزها و ساعت‌ها به وقت منطقهٔ زمانی ربات ({ $zone }) است، مانند نمای کلی.
orders-zone-unknown = روزها و ساعت‌ها به وقت منطقهٔ زمانی ربات است، مانند نمای کلی.
orders-what = بازپرداخت سفارش‌ها
orders-loading = در حال بارگیری سفارش‌ها…
orders-more = سفارش‌های بیشتر
orders-empty = در این بازه سفارشی نیست.
orders-caption = سفارش‌ها، تازه‌ترین نخست
orders-order = سفارش
orders-paid-at = زمان پرداخت
orders-amount = مبلغ
orders-status = وضعیت
order-status = { $status ->
    [paid] پرداخت‌شده
    [refunded] بازپرداخت‌شده
   *[other] { $status }
}
orders-external-id = شناسهٔ بیرونی

## طرح‌ها

plans-new = طرح تازه
plans-edit-plan = ویرایش طرح { $name }
plans-length = مدت
plans-length-hint = P1M، P30D، P1Y6M، «1 month»، «30» (روز)، «lifetime» یا تاریخ پایانی مانند 2027-06-30
plans-price = قیمت
plans-price-hint = عددی اعشاری با رقم‌های ارز، مانند 9.99 (XTR: Stars درست).
plans-currency-hint = کد ISO 4217 مانند USD یا EUR؛ XTR برای Stars تلگرام.
plans-trial = دورهٔ آزمایشی رایگان
plans-trial-hint = خالی یا 0 یعنی ندارد؛ وگرنه مدتی مانند P7D.
plans-description = توضیح
plans-description-hint = زیر طرح در ‎/start نشان داده می‌شود؛ حداکثر ۱٬۰۰۰ نویسه.
plans-translations = ترجمه‌ها
plans-translations-hint = اعضایی که ربات را به آن زبان می‌خوانند این‌ها را می‌بینند؛ فیلد خالی متن خود طرح را نگه می‌دارد.
plans-translation-language = زبان ترجمه
plans-translation-name = نام به آن زبان
plans-translation-description = توضیح به آن زبان
plans-add-translation = افزودن ترجمه
plans-remove-translation = حذف ترجمه
plans-project = پروژه (گفتگوهایی که دسترسی‌شان را می‌دهد)
plans-no-project = هیچ
plans-options = گزینه‌ها
plans-recurring = تمدید خودکار (هر دوره دوباره دریافت می‌شود)
plans-who = چه کسانی می‌توانند بخرند
plans-who-anyone = همه
plans-who-new = فقط اعضایی که هرگز مشترک نبوده‌اند
plans-who-returning = فقط اعضایی که پیش‌تر مشترک بوده‌اند
plans-times = دفعاتی که هر عضو می‌تواند بخرد (0: بی‌محدودیت)
plans-token-only = فقط با کد دسترسی
plans-credit-only = پرداخت فقط از اعتبار
plans-invitee-only = فقط اعضای معرفی‌شده از سوی همکار فروش
plans-save = ذخیرهٔ طرح
plans-create = ساخت طرح
plans-edit = ویرایش { $name }
plans-archive = بایگانی { $name }
plans-archive-question = { $name } بایگانی شود؟ دیگر خریدنی نیست؛ اعضا آنچه دارند را نگه می‌دارند.
plans-what = تغییر طرح‌ها
plans-loading = در حال بارگیری طرح‌ها…
plans-more = طرح‌های بیشتر
plans-empty = هنوز طرحی نیست: نخستین را بسازید.
plans-trial-column = آزمایشی
plans-option-recurring = تمدید خودکار
plans-option-code-only = فقط با کد
plans-option-referred-only = فقط معرفی‌شدگان
plans-option-newcomers = تازه‌واردان
plans-option-times = { $times }× برای هر عضو
plans-on-sale = در فروش

## پروژه‌ها

projects-what = ساخت پروژه‌ها
projects-new = پروژهٔ تازه
projects-name = نام پروژه
projects-chats-bundled = گفتگوهای پروژه
projects-add-chats-first = نخست گفتگو بیفزایید.
projects-create = ساخت پروژه
projects-loading = در حال بارگیری پروژه‌ها…
projects-more = پروژه‌های بیشتر
projects-empty = هنوز پروژه‌ای نیست.
projects-project = پروژه

## تنظیمات: توقف فروش

sales = فروش
sales-paused = فروش { $state }. اعضا دسترسی خود را می‌بینند اما هیچ طرحی نمی‌بینند؛ هیچ صورت‌حساب یا پرداخت کارتی ساخته نمی‌شود.
    .state = متوقف است
sales-on = فروش { $state }. اعضا طرح‌ها را می‌بینند و می‌توانند پرداخت کنند.
    .state = فعال است
sales-pausing = توقف فقط فروش تازه را می‌بندد: تمدید اشتراک‌های موجود، کدهای دسترسی، اعطای دستی و دسترسی اعضا ادامه دارد. همانند ⁦/pause⁩ و ⁦/resume⁩ در ربات.
sales-switch = توقف فروش
sales-switch-on = : روشن
sales-switch-off = : خاموش

## تنظیمات

settings-loading = در حال بارگیری تنظیمات…
settings-what = تغییر تنظیمات
settings-general = تنظیمات کلی
settings-bot-line = ربات { $bot }، مالک { $owner }.
settings-bot = ربات
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }، مالک { $owner }
settings-bot-name = نام ربات
settings-timezone = منطقهٔ زمانی
settings-timezone-hint = نام IANA مانند Asia/Tehran: روزها و ماه‌های درآمد در آن شمرده می‌شوند و داشبورد هر تاریخ و ساعتی را به وقت آن نشان می‌دهد.
settings-currency = ارز پیش‌فرض
settings-reminders = روزهای یادآوری
settings-reminders-hint = چند روز پیش از پایان اشتراک به عضو یادآوری شود، مانند ⁦3, 1⁩. خالی: هیچ.
settings-save = ذخیرهٔ تنظیمات
settings-secrets = توکن‌ها و کلیدها
settings-secrets-note = رمزگذاری‌شده نگه داشته می‌شوند و دیگر نمایش داده نمی‌شوند: می‌توانید جایگزینشان کنید یا بردارید.
bot-status = ربات: { $status }
bot-status-state = { $status ->
    [running] در حال کار
    [starting] در حال راه‌اندازی
    [stopped] متوقف
   *[other] { $status }
}
bot-status-error = به دلیل خطا متوقف شد
secret-label = { $secret ->
    [bot_token] توکن ربات
    [stripe_secret_key] کلید محرمانهٔ Stripe
   *[stripe_webhook_secret] رمز امضای وب‌هوک Stripe
}
secret-hint = { $secret ->
    [bot_token] از @BotFather، <شناسهٔ ربات>:<رمز>. ربات در چند ثانیه راه می‌افتد.
    [stripe_secret_key] ⁦sk_live_…⁩ یا ⁦sk_test_…⁩: پرداخت با کارت.
   *[stripe_webhook_secret] ⁦whsec_…⁩ نقطهٔ پایانی‌ای که Stripe به آن می‌فرستد.
}
secret-status = { $secret }: { $state }
secret-set = تنظیم شده
secret-not-set = تنظیم نشده
secret-set-new = { $secret ->
    [bot_token] تنظیم توکن ربات
    [stripe_secret_key] تنظیم کلید محرمانهٔ Stripe
   *[stripe_webhook_secret] تنظیم رمز امضای وب‌هوک Stripe
}
secret-replace = { $secret ->
    [bot_token] جایگزینی توکن ربات
    [stripe_secret_key] جایگزینی کلید محرمانهٔ Stripe
   *[stripe_webhook_secret] جایگزینی رمز امضای وب‌هوک Stripe
}
secret-save = { $secret ->
    [bot_token] ذخیرهٔ توکن ربات
    [stripe_secret_key] ذخیرهٔ کلید محرمانهٔ Stripe
   *[stripe_webhook_secret] ذخیرهٔ رمز امضا
}
secret-remove = { $secret ->
    [bot_token] برداشتن توکن ربات
    [stripe_secret_key] برداشتن کلید محرمانهٔ Stripe
   *[stripe_webhook_secret] برداشتن رمز امضای وب‌هوک Stripe
}
secret-remove-question = { $secret ->
    [bot_token] توکن ربات برداشته شود؟ ربات متوقف می‌شود.
    [stripe_secret_key] کلید محرمانهٔ Stripe برداشته شود؟ پرداخت با کارت متوقف می‌شود.
   *[stripe_webhook_secret] رمز امضای وب‌هوک Stripe برداشته شود؟ پرداخت با کارت متوقف می‌شود.
}

## اشتراک‌ها

subscriptions-grant = اعطای دسترسی
subscriptions-member-id = شناسهٔ عضو
subscriptions-member-id-hint = شناسهٔ کاربری تلگرام عضو.
subscriptions-ends-hint = { $zone } خالی: مدت طرح از همین حالا.
subscriptions-trial = به جای آن دورهٔ آزمایشی رایگان طرح آغاز شود
subscriptions-what = اعطای دسترسی و تغییر اشتراک‌ها
subscriptions-filter = پالایش اشتراک‌ها
subscriptions-plan-archived = { $name } (بایگانی‌شده)
subscriptions-loading = در حال بارگیری اشتراک‌ها…
subscriptions-more = اشتراک‌های بیشتر
subscriptions-empty = اشتراکی مطابق نیست.
subscriptions-caption = اشتراک‌ها، تازه‌ترین نخست

## وب‌هوک‌ها

webhooks-new = وب‌هوک تازه
webhooks-edit = ویرایش وب‌هوک { $id }
webhooks-url = نشانی (URL)
webhooks-url-hint = ⁦https://⁩ روی نشانی عمومی؛ Tollgate هر رویداد را امضاشده با POST به آنجا می‌فرستد.
webhooks-events = رویدادها
webhooks-all-events = همهٔ رویدادها
webhooks-all-events-short = همهٔ رویدادها
webhooks-description = توضیح
webhooks-save = ذخیرهٔ وب‌هوک
webhooks-add = افزودن وب‌هوک
webhooks-log = گزارش تحویل
webhooks-all = همه
webhooks-pending = در انتظار
webhooks-delivered = تحویل‌شده
webhooks-failed = ناموفق
delivery-status = { $status ->
    [pending] در انتظار
    [delivered] تحویل‌شده
    [failed] ناموفق
   *[other] { $status }
}
webhooks-refresh = تازه‌سازی
webhooks-loading-attempts = در حال بارگیری تلاش‌ها…
webhooks-more-attempts = تلاش‌های بیشتر
webhooks-no-deliveries = هنوز تحویلی نبوده است.
webhooks-deliveries-caption = تحویل‌ها به وب‌هوک { $id }، تازه‌ترین نخست
webhooks-event = رویداد
webhooks-attempt = تلاش
webhooks-answer = پاسخ
webhooks-took = مدت
webhooks-error = خطا
webhooks-next-attempt = تلاش بعدی
webhooks-title-enabled = وب‌هوک { $id } · فعال
webhooks-title-disabled = وب‌هوک { $id } · غیرفعال
webhooks-failing-since = ناموفق از { $date }.
webhooks-previous-secret = رمز پیشین هم تا { $date } امضا می‌کند.
webhooks-pause = توقف
webhooks-enable = فعال‌سازی
webhooks-test = ارسال آزمایشی
webhooks-rotate = رمز تازه برای وب‌هوک { $id }
webhooks-rotate-question = رمز امضای تازه ساخته شود؟ تا ۲۴ ساعت تحویل‌ها با هر دو امضا می‌شوند تا گیرندهٔ شما بتواند جابه‌جا شود.
webhooks-new-secret = رمز تازه
webhooks-delete = حذف وب‌هوک { $id }
webhooks-delete-question = وب‌هوک { $id } و گزارش تحویلش حذف شود؟
webhooks-hide-deliveries = پنهان کردن تحویل‌ها
webhooks-deliveries = تحویل‌ها
webhooks-secret = رمز امضا
webhooks-secret-note = رمز امضای وب‌هوک { $id }: { $now } تحویل‌ها را با آن بررسی کنید (docs/webhooks.md).
    .now = همین حالا رونوشت بگیرید، دوباره نمایش داده نمی‌شود.
webhooks-copy-secret = رونوشت رمز امضای وب‌هوک { $id }
webhooks-kept = نگهش داشتم
webhooks-loading = در حال بارگیری وب‌هوک‌ها…
webhooks-empty = هنوز وب‌هوکی نیست: یک URL از خودتان بیفزایید تا از هر فروش باخبر شوید.
