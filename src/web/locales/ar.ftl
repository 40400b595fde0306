# لوحة تحكم Tollgate بالعربية. الرسائل والمتغيرات نفسها في en.ftl (test/web/locales.test.ts).
# صيغ الجمع الست في العربية (zero وone وtwo وfew وmany وother) حيث يتبع المعدودُ العدد.

## الإطار: تسجيل الدخول والترويسة والتنقل وقائمة اللغات

page-title = { $screen } · Tollgate
sign-in-title = تسجيل الدخول · Tollgate
signing-in = جارٍ تسجيل دخولك…
session-ended = انتهت جلستك (سجّلت الخروج أو انتهت صلاحيتها أو أُلغي مفتاحها)؛ سجّل الدخول مجددًا.
link-refused = رابط الدخول هذا استُخدم من قبل أو انتهت صلاحيته؛ أرسل ⁦/dashboard⁩ إلى البوت مرة أخرى.
sign-in-refused = معرّف البوت ومفتاح API هذان لا يطابقان أي مفتاح فعّال؛ تحقّق منهما.
sign-in-admins = للمشرفين: أرسلوا { $command } إلى البوت في محادثة خاصة وافتحوا الرابط الذي يرد به.
sign-in-keys = أو سجّل الدخول بمعرّف البوت ومفتاح API: مفتاح من { $command } أو مفتاح تُنشئه في «المفاتيح» بعد تسجيل الدخول.
sign-in-bot-id = معرّف البوت
sign-in-api-key = مفتاح API
sign-in-api-key-hint = يُحفظ في علامة التبويب هذه فقط؛ إغلاقها يسجّل خروجك.
sign-in = تسجيل الدخول
skip-to-content = انتقل إلى المحتوى
header-bot = البوت { $bot } · المستوى { $level }
sign-out = تسجيل الخروج
sections = الأقسام
language = اللغة
screen-needs = قسم «{ $screen }» يتطلب المستوى { $needed }؛ مستواك { $level }.
not-shown-part = { $screens } (المستوى { $level })
not-shown = غير معروضة في مستواك ({ $level }): { $parts }.

screen-overview = نظرة عامة
screen-analytics = التحليلات
screen-orders = الطلبات
screen-plans = الخطط
screen-chats = المحادثات
screen-projects = المشاريع
screen-members = الأعضاء
screen-subscriptions = الاشتراكات
screen-coupons = القسائم
screen-forms = النماذج
screen-codes = رموز الوصول
screen-commands = الأوامر
screen-texts = النصوص
screen-admins = المشرفون
screen-activity = النشاط
screen-webhooks = خطافات الويب
screen-keys = المفاتيح
screen-settings = الإعدادات

## أجزاء مشتركة

try-again = إعادة المحاولة
working = جارٍ التنفيذ…
cancel = إلغاء
save = حفظ
copy = نسخ
copied = نُسخ
loading = جارٍ التحميل…
list-separator = {"، "}
never = أبدًا
none = لا شيء
so-far = (حتى الآن)
needs = { $what } يتطلب المستوى { $needed }؛ مستواك { $level }.
zone-hint = بتوقيت المنطقة الزمنية للبوت ({ $zone }).
zone-hint-unknown = بتوقيت المنطقة الزمنية للبوت.
level-option = { $level } · { $powers }
level-2 = مكافحة الإغراق
level-3 = التحليلات والرسائل الجماعية
level-4 = المحادثات والحظر والخطط
level-5 = التصدير
level-6 = النسخ الاحتياطية والقسائم والنماذج
level-7 = الأعضاء والمشاريع
level-8 = كل شيء
plan-field = الخطة
plan-fallback = الخطة { $id }

length-lifetime = مدى الحياة
length-until = حتى { $date }
length-years = { $count ->
    [zero] { $count } سنة
    [one] سنة واحدة
    [two] سنتان
    [few] { $count } سنوات
    [many] { $count } سنة
   *[other] { $count } سنة
}
length-months = { $count ->
    [zero] { $count } شهر
    [one] شهر واحد
    [two] شهران
    [few] { $count } أشهر
    [many] { $count } شهرًا
   *[other] { $count } شهر
}
length-weeks = { $count ->
    [zero] { $count } أسبوع
    [one] أسبوع واحد
    [two] أسبوعان
    [few] { $count } أسابيع
    [many] { $count } أسبوعًا
   *[other] { $count } أسبوع
}
length-days = { $count ->
    [zero] { $count } يوم
    [one] يوم واحد
    [two] يومان
    [few] { $count } أيام
    [many] { $count } يومًا
   *[other] { $count } يوم
}

## الاشتراكات في الجداول

column-subscription = الاشتراك
column-member = العضو
column-plan = الخطة
column-state = الحالة
column-source = المصدر
column-ends = ينتهي
column-problem = المشكلة
column-actions = الإجراءات
subscription-state = { $state ->
    [active] فعّال
    [canceled] أُلغي تجديده
    [expired] منتهٍ
    [revoked] مسحوب
   *[other] { $state }
}
subscription-state-trial = { $state } (تجريبي)
subscription-state-recurring = { $state }، متجدد
subscription-source = { $source ->
    [payment] دفع
    [trial] فترة تجريبية
    [code] رمز
    [grant] منح يدوي
   *[other] { $source }
}
subscription-ended = انتهى
subscription-new-end = نهاية جديدة للاشتراك { $id }
subscription-new-end-hint = { $zone } فارغ: مدى الحياة.
subscription-save-end = حفظ النهاية
subscription-change-end-of = تغيير النهاية للاشتراك { $id }
subscription-change-end = تغيير النهاية
subscription-cancel-renewals = إلغاء تجديدات الاشتراك { $id }
subscription-cancel-renewals-question = إيقاف التجديدات؟ يبقى الوصول حتى نهاية المدة المدفوعة.
subscription-stop-renewals = إيقاف التجديدات
subscription-revoke = سحب الاشتراك { $id }
subscription-revoke-question = سحب الاشتراك { $id }؟ يفقد { $member } الوصول فورًا ويُزال من المحادثات.
revoke = سحب
member-fallback = العضو { $id }

## الرسوم البيانية والأفواج

chart-period = الفترة
chart-revenue = الإيرادات
chart-sales = المبيعات
chart-revenue-axis = الإيرادات ({ $currency })
movements-axis = تغيّر MRR ({ $currency })
movement-new = جديد
movement-reactivation = إعادة تفعيل
movement-expansion = توسّع
movement-contraction = انكماش
movement-churned = تسرّب
movement-net = صافي التغيّر
cohorts-caption = الأعضاء الذين ما زالوا يدفعون، حسب شهر دفعتهم الأولى
cohorts-cohort = الفوج
cohorts-members = الأعضاء
cohorts-month = الشهر { $month }
cohorts-cell = { $count } من { $members } ما زالوا يدفعون في نهاية الشهر { $month } ({ $percent })
cohorts-cell-now = { $count } من { $members } ما زالوا يدفعون الآن ({ $percent })

## نظرة عامة

overview-today = اليوم
overview-this-month = هذا الشهر
overview-members = الأعضاء الذين لديهم وصول
overview-ending = تنتهي خلال 7 أيام
overview-no-sales = لا مبيعات
overview-money = { $amount } · { $sales ->
    [zero] { $sales } عملية بيع
    [one] عملية بيع واحدة
    [two] عمليتا بيع
    [few] { $sales } عمليات بيع
    [many] { $sales } عملية بيع
   *[other] { $sales } عملية بيع
}
overview-card-needs = يتطلب المستوى { $needed }؛ مستواك { $level }.
overview-loading-totals = جارٍ تحميل المجاميع…
overview-loading-revenue = جارٍ تحميل الإيرادات…
overview-revenue = الإيرادات
overview-period = الفترة
overview-day = يوم
overview-month = شهر
overview-year = سنة
overview-periods = عدد الفترات
overview-currency = العملة
overview-no-sales-yet = { $unit ->
    [day] لا مبيعات في هذه الأيام بعد.
    [month] لا مبيعات في هذه الأشهر بعد.
   *[year] لا مبيعات في هذه السنوات بعد.
}
overview-chart = { $unit ->
    [day] الإيرادات بعملة { $currency } لكل يوم، من { $from } إلى { $to }: { $total ->
        [zero] { $total } عملية بيع
        [one] عملية بيع واحدة
        [two] عمليتا بيع
        [few] { $total } عمليات بيع
        [many] { $total } عملية بيع
       *[other] { $total } عملية بيع
    } إجمالًا. الجدول أدناه فيه كل الأرقام.
    [month] الإيرادات بعملة { $currency } لكل شهر، من { $from } إلى { $to }: { $total ->
        [zero] { $total } عملية بيع
        [one] عملية بيع واحدة
        [two] عمليتا بيع
        [few] { $total } عمليات بيع
        [many] { $total } عملية بيع
       *[other] { $total } عملية بيع
    } إجمالًا. الجدول أدناه فيه كل الأرقام.
   *[year] الإيرادات بعملة { $currency } لكل سنة، من { $from } إلى { $to }: { $total ->
        [zero] { $total } عملية بيع
        [one] عملية بيع واحدة
        [two] عمليتا بيع
        [few] { $total } عمليات بيع
        [many] { $total } عملية بيع
       *[other] { $total } عملية بيع
    } إجمالًا. الجدول أدناه فيه كل الأرقام.
}
overview-table = { $unit ->
    [day] الإيرادات والمبيعات بعملة { $currency } لكل يوم
    [month] الإيرادات والمبيعات بعملة { $currency } لكل شهر
   *[year] الإيرادات والمبيعات بعملة { $currency } لكل سنة
}

## التحليلات

analytics-loading = جارٍ تحميل الإيرادات المتكررة…
analytics-loading-cohorts = جارٍ تحميل الأفواج…
analytics-recurring = الإيرادات المتكررة
analytics-recurring-none = لا إيرادات متكررة بعد. يظهر MRR والتسرّب وحركاتهما حين يدفع عضو ثمن خطة لها نهاية (الوصول مدى الحياة والمنح اليدوي والفترات التجريبية ورموز الوصول لا تأتي بإيرادات متكررة).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = الأعضاء الدافعون
analytics-arpu = ARPU
analytics-arpu-none = لا أحد يدفع الآن
analytics-churn = التسرّب، آخر 30 يومًا
analytics-ltv = LTV
analytics-ltv-none = لا تسرّب للقسمة عليه
analytics-nobody-pays = لا أحد يدفع بعملة { $currency } الآن، ولم يدفع أحد قبل 30 يومًا.
analytics-movements = حركات MRR
analytics-no-mrr = { $months ->
    [zero] لا MRR بعملة { $currency } في آخر { $months } شهر.
    [one] لا MRR بعملة { $currency } في الشهر الأخير.
    [two] لا MRR بعملة { $currency } في الشهرين الأخيرين.
    [few] لا MRR بعملة { $currency } في آخر { $months } أشهر.
    [many] لا MRR بعملة { $currency } في آخر { $months } شهرًا.
   *[other] لا MRR بعملة { $currency } في آخر { $months } شهر.
}
analytics-mrr-start = MRR في البداية
analytics-mrr-end = MRR في النهاية
analytics-movements-table = حركات MRR بعملة { $currency } لكل شهر
analytics-movements-chart = حركات MRR بعملة { $currency } لكل شهر، من { $from } إلى { $to }: انتقل MRR من { $start } إلى { $end }؛ وإجمالًا: جديد { $new }، وإعادة تفعيل { $reactivation }، وتوسّع { $expansion }، وانكماش { $contraction }، وتسرّب { $churned }. الجدول أدناه فيه كل الأرقام.
analytics-trials = الفترات التجريبية المجانية
analytics-trials-none = لا فترة تجريبية مجانية في آخر 90 يومًا. الخطة ذات الفترة التجريبية (الخطط) تتيح للأعضاء تجربتها قبل الدفع.
analytics-trials-active = فترات تجريبية جارية
analytics-trials-started = بدأت، آخر 90 يومًا
analytics-trials-converted = تحوّلت إلى دفع
analytics-trials-rate = معدل التحويل
analytics-cohorts = الأفواج
analytics-cohorts-none = لا أعضاء يدفعون بعد: يظهر هنا الأعضاء الدافعون الجدد في كل شهر، وكم منهم يواصل الدفع شهرًا بعد شهر.

## النشاط

any = الكل
show = عرض
activity-filter = تصفية التغييرات
activity-made-by = بواسطة
activity-anyone = أي أحد
activity-by-keys = مفاتيح API
activity-by-admins = المشرفون
activity-by-members = الأعضاء
activity-by-system = النظام
activity-change = التغيير
activity-who-hint = من: مفتاح API، أو مشرف (مسجّل الدخول أو عبر أمر في البوت)، أو عضو يتصرف في البوت، أو النظام (ساعة الاشتراكات وتيليجرام وStripe وسطر الأوامر).
activity-loading = جارٍ تحميل التغييرات…
activity-more = مزيد من التغييرات
activity-empty = لا تغييرات مطابقة.
activity-caption = التغييرات، الأحدث أولًا
activity-when = متى
activity-who = من
actor-key = المفتاح { $id }
actor-admin = المشرف { $id }
actor-member = العضو { $id }
actor-system = النظام
subject-order = الطلب { $order }
subject-subscription = الاشتراك { $subscription } للعضو { $member }
subject-member = العضو { $member }، المحادثة { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (الخطة { $plan })
subject-admin = المشرف { $admin }: المستوى { $level }
subject-form = { $name } (النموذج { $form }) من العضو { $member }
change-order-paid = دُفع الطلب
change-order-refunded = استُرد مبلغ الطلب
change-subscription-started = بدأ الاشتراك
change-subscription-renewed = مُدّد الاشتراك
change-subscription-canceled = أُوقف التجديد
change-subscription-expiring = تذكير: الوصول ينتهي قريبًا
change-subscription-expired = انتهى الاشتراك
change-subscription-revoked = سُحب الاشتراك
change-member-joined = انضم عضو إلى محادثة
change-member-removed = غادر عضو محادثة
change-member-muted = كُتم عضو بسبب الإغراق
change-member-banned = حُظر عضو
change-member-unbanned = رُفع الحظر عن عضو
change-chat-added = أُضيفت محادثة
change-chat-removed = أُزيلت محادثة
change-plan-created = أُنشئت خطة
change-plan-updated = عُدّلت خطة
change-admin-added = أُضيف مشرف
change-admin-updated = تغيّر مستوى مشرف
change-admin-removed = أُزيل مشرف
change-form-submitted = عُبّئ نموذج
change-command-changed = حُفظ أمر
change-command-deleted = حُذف أمر
change-text-changed = تغيّر نص
change-text-deleted = استُعيد نص

## قوائم ونماذج مشتركة

remove = إزالة
delete = حذف
archive = أرشفة
edit = تعديل
column-used = الاستخدام
column-expires = ينتهي
column-name = الاسم
column-plans = الخطط
column-created = أُنشئ
count-of = { $count } من { $total }
valid-until = صالح حتى
valid-until-hint = { $zone } فارغ: لا ينتهي أبدًا.

## المشرفون

admins-owner = 8 · المالك (ثابت)
admins-level-of = مستوى { $admin }
admins-remove = إزالة المشرف { $admin }
admins-remove-question = إزالة { $admin } من مشرفي البوت؟
admins-what = إضافة المشرفين أو تغييرهم أو إزالتهم
admins-below = في المستوى { $level } تدير المشرفين الأدنى من المستوى { $level } وتمنحهم المستوى { $most } على الأكثر.
admins-add = إضافة مشرف
admins-user-id = معرّف مستخدم تيليجرام للمشرف
admins-level = المستوى
admins-add-button = إضافة المشرف
admins-loading = جارٍ تحميل المشرفين…
admins-more = مزيد من المشرفين
admins-empty = لا مشرفين.
admins-caption = المشرفون ومستوياتهم
admins-admin = المشرف

## المحادثات

chats-add = إضافة محادثة
chats-id = معرّف المحادثة
chats-id-hint = معرّف المجموعة أو القناة في تيليجرام، مثل ⁦-1001234567890⁩.
chats-name = الاسم
chats-type = النوع
chats-supergroup = مجموعة خارقة
chats-group = مجموعة
chats-channel = قناة
chat-type = { $type ->
    [supergroup] مجموعة خارقة
    [group] مجموعة
    [channel] قناة
   *[other] { $type }
}
chats-add-button = إضافة المحادثة
chats-rename = إعادة تسمية
chats-rename-chat = إعادة تسمية { $name }
chats-new-name = اسم جديد لـ { $name }
chats-remove = إزالة { $name }
chats-remove-question = إزالة { $name }؟ لن تمنح الخطط الوصول إليها بعد الآن؛ يبقى الأعضاء الموجودون فيها.
chats-what = إضافة المحادثات أو إعادة تسميتها أو إزالتها
chats-heading = محادثات البوت
chats-loading = جارٍ تحميل المحادثات…
chats-more = مزيد من المحادثات
chats-empty = لا محادثات بعد: أضف المجموعات والقنوات التي تبيع الوصول إليها.

## رموز الوصول

codes-new = رموز وصول جديدة
codes-count = عدد الرموز
codes-uses = مرات الاستخدام لكل رمز
codes-create = إنشاء الرموز
codes-made = رموز جديدة
codes-copy = نسخ الرمز { $code }
codes-heading = الرموز
codes-loading = جارٍ تحميل الرموز…
codes-more = مزيد من الرموز
codes-empty = لا رموز بعد.
codes-caption = رموز الوصول، الأحدث أولًا
codes-code = الرمز
codes-delete = حذف الرمز { $code }
codes-delete-question = حذف { $code }؟ لن يمكن استخدامه بعد الآن؛ يبقى الوصول الذي منحه.

## الأوامر

commands-new = أمر جديد
commands-edit = تعديل ⁦/{ $name }⁩
commands-command = الأمر
commands-command-hint = ما يرسله الأعضاء بعد الشرطة المائلة: ⁦a–z⁩ و⁦0–9⁩ و_، مثل faq. الاسم المستخدم من قبل يُستبدل.
commands-answer = الرد
commands-answer-hint = نص عادي، حتى 4096 حرفًا.
commands-description = الوصف في القائمة
commands-description-hint = يظهر بجانب الأمر في القائمة. فارغ: السطر الأول من الرد.
commands-listed = يظهر في قائمة أوامر الأعضاء
commands-translations = الترجمات
commands-translations-hint = الأعضاء الذين تطبيق تيليجرام لديهم بتلك اللغة يتلقّون هذا الرد بدلًا من الأصلي (es يشمل es-MX أيضًا).
commands-language-code = رمز اللغة
commands-translated-answer = الرد بتلك اللغة
commands-remove-translation = إزالة الترجمة
commands-add-translation = إضافة ترجمة
commands-save = حفظ الأمر
commands-saved = حُفظ ⁦/{ $name }⁩.
commands-delete = حذف ⁦/{ $name }⁩
commands-delete-question = حذف ⁦/{ $name }⁩؟ يتوقف البوت عن الرد عليه ويختفي من القائمة.
commands-what = إضافة الأوامر أو تغييرها أو حذفها
commands-loading = جارٍ تحميل الأوامر…
commands-empty = لا أوامر بعد: أضف ردودًا على ما يسأل عنه الأعضاء كثيرًا، مثل ⁦/faq⁩ أو ⁦/rules⁩.
commands-caption = الأوامر المخصّصة، حسب الاسم
commands-in-menu = في القائمة
commands-in-menu-first-line = نعم (السطر الأول من الرد)
commands-in-menu-no = لا

## النصوص

texts-intro = كل ما يقوله البوت، بكل لغة من لغاته. غيّر رسالة لتقولها بأسلوبك: يحلّ نصك محل النص الأصلي في تلك اللغة فقط، على كل النسخ خلال 10 ثوانٍ.
texts-what = تغيير نصوص البوت
texts-language = لغة النصوص
texts-find = بحث
texts-only-yours = الرسائل التي غيّرتها فقط
texts-loading = جارٍ تحميل النصوص…
texts-caption = نصوص البوت بـ{ $language }: { $shown } من { $all }
texts-message = الرسالة
texts-shipped = النص الأصلي
texts-yours = نصك
texts-yours-hint = احتفظ بالمتغيرات التي تحتاجها مكتوبةً كما في النص الأصلي؛ تُظهر المعاينة موضع كل منها.
texts-as-shipped = كما هو
texts-edit = تعديل { $id }
texts-view = فتح { $id }
texts-open = فتح
texts-close = إغلاق
texts-variables = المتغيرات: { $variables }
texts-no-variables = لا متغيرات في هذه الرسالة.
texts-preview = معاينة
texts-preview-hint = قيم تجريبية: ⟨الاسم⟩ تشير إلى موضع القيمة؛ الأعداد تساوي 2.
texts-preview-empty = اكتب نصًا لتراه هنا.
texts-preview-syntax = هذا ليس Fluent صالحًا بعد: تأكد من إغلاق كل الأقواس المعقوفة.
texts-preview-variable = لا تحتوي هذه الرسالة على المتغير «{ $name }».
texts-save = حفظ النص
texts-saved = حُفظت { $id }. سيقولها البوت خلال 10 ثوانٍ.
texts-restore = استعادة النص الأصلي
texts-restored = عادت { $id } إلى النص الأصلي.
texts-none-yours = لم تغيّر أي رسالة بهذه اللغة.
texts-none-found = لا توجد رسالة مطابقة.

## القسائم

archived = مؤرشف
coupons-percent-off = خصم { $percent }%
coupons-amount-off = خصم { $amount }
coupons-every-renewal = { $discount }، عند كل تجديد
coupons-new = قسيمة جديدة
coupons-code = الرمز
coupons-code-hint = من 4 إلى 32 حرفًا أو رقمًا أو _ أو -. فارغ: يُنشأ رمز من 8 أحرف.
coupons-percent = نسبة الخصم
coupons-percent-hint = من 1 إلى 99. أو أدخل مبلغ خصم أدناه بدلًا منها.
coupons-amount = مبلغ الخصم
coupons-amount-hint = مثل 5.00، بالعملة أدناه.
coupons-currency = العملة
coupons-currency-hint = مع مبلغ خصم، مثل USD أو XTR (Stars).
coupons-every-plan = كل الخطط
coupons-max = عدد الأعضاء الذين يمكنهم استخدامها
coupons-max-hint = فارغ: بلا حد. يستطيع كل عضو استخدامها مرة واحدة.
coupons-duration = يُطبَّق الخصم على
coupons-once = الدفعة الأولى فقط
coupons-forever = كل تجديد أيضًا
coupons-create = إنشاء القسيمة
coupons-made-code = رمز القسيمة الجديدة
coupons-made = قسيمة جديدة
coupons-copy = نسخ القسيمة { $code }
coupons-how = يُدخلها الأعضاء بزر «لديّ قسيمة»، أو يفتحون رابط البوت الخاص بك مع { $link }.
coupons-loading = جارٍ تحميل القسائم…
coupons-more = مزيد من القسائم
coupons-empty = لا قسائم بعد.
coupons-caption = القسائم، الأحدث أولًا
coupons-discount = الخصم
coupons-archive = أرشفة القسيمة { $code }
coupons-archive-question = أرشفة { $code }؟ لن يستطيع الأعضاء استخدامها بعد الآن؛ تبقى محفوظة في الطلبات.

## النماذج

forms-intro = يملأ العضو النموذج مرة واحدة، في البوت، قبل فاتورة أو دفع خطة يخصّها النموذج؛ لكل خطة نموذج واحد في الوقت نفسه.
forms-new = نموذج جديد
forms-name-hint = لا يراه الأعضاء؛ يسمّي النموذج في قوائمك.
forms-asked-before = يُسأل قبل الشراء
forms-question-n = السؤال { $n }
forms-key = المفتاح
forms-key-hint = ⁦a-z⁩ و⁦0-9⁩ و_؛ يسمّي الإجابة في الردود.
forms-question = السؤال
forms-kind = نوع الإجابة
forms-kind-text = نص
forms-kind-email = بريد إلكتروني
forms-kind-number = رقم
forms-kind-choice = اختيار (أزرار)
forms-choices = الخيارات
forms-choices-hint = للاختيار: من 2 إلى 10، خيار في كل سطر.
forms-required = إلزامي (وإلا يستطيع العضو تخطّيه)
forms-add-question = إضافة سؤال
forms-remove-question = إزالة السؤال الأخير
forms-create = إنشاء النموذج
forms-loading = جارٍ تحميل النماذج…
forms-more = مزيد من النماذج
forms-empty = لا نماذج بعد.
forms-caption = النماذج، الأحدث أولًا
forms-questions = الأسئلة
forms-responses = الردود
forms-archived = مؤرشف
forms-live = فعّال
forms-responses-to = الردود على { $name }
forms-responses-caption = الردود على { $name }، الأحدث أولًا
forms-loading-responses = جارٍ تحميل الردود…
forms-more-responses = مزيد من الردود
forms-no-responses = لم يملأ أحد هذا النموذج بعد.
forms-submitted = أُرسل
forms-delete = حذف { $name }
forms-archive-question = { $responses ->
    [zero] أرشفة { $name }؟ لن يُسأل بعد الآن؛ تُحفظ ردوده البالغة { $responses }.
    [one] أرشفة { $name }؟ لن يُسأل بعد الآن؛ يُحفظ ردّه الوحيد.
    [two] أرشفة { $name }؟ لن يُسأل بعد الآن؛ يُحفظ ردّاه.
    [few] أرشفة { $name }؟ لن يُسأل بعد الآن؛ تُحفظ ردوده الـ{ $responses }.
    [many] أرشفة { $name }؟ لن يُسأل بعد الآن؛ تُحفظ ردوده البالغة { $responses } ردًّا.
   *[other] أرشفة { $name }؟ لن يُسأل بعد الآن؛ تُحفظ ردوده البالغة { $responses } ردّ.
}
forms-delete-question = حذف { $name }؟ لم يملأه أحد.

## المفاتيح

keys-create = إنشاء مفتاح
keys-label = التسمية (الغرض منه)
keys-label-example = جدول الإيرادات
keys-made = مفتاح جديد
keys-made-note = المفتاح { $id }: انسخه الآن. { $once }؛ لا يحفظ Tollgate إلا بصمته (hash).
    .once = لا يُعرض إلا مرة واحدة
keys-copy = نسخ المفتاح { $id }
keys-loading = جارٍ تحميل المفاتيح…
keys-more = مزيد من المفاتيح
keys-empty = لا مفاتيح.
keys-caption = مفاتيح API
keys-key = المفتاح
keys-label-column = التسمية
keys-signed-in = جلسة دخول: المشرف { $admin }
keys-last-used = آخر استخدام
keys-revoke = إلغاء المفتاح { $id }
keys-revoke-question = إلغاء المفتاح { $id }؟ سيُرفض كل عميل يستخدمه من الآن.

## الأعضاء

members-back = العودة إلى كل الأعضاء
members-loading-member = جارٍ تحميل العضو…
members-no-name = الاسم غير معروف
members-has-access = لديه وصول
members-no-access = بلا وصول
members-since = منذ { $date }
members-referred-by = دعاه { $member }
members-delivery-error = لا يستطيع البوت مراسلة هذا العضو: { $error }
members-what = تغيير الاشتراكات
members-subscriptions-of = اشتراكات { $id }
members-no-subscriptions = لا اشتراكات.
members-orders-of = أحدث طلبات { $id }
members-access = الوصول
members-everyone = الجميع
members-with-access = لديهم وصول
members-without-access = بلا وصول
members-loading = جارٍ تحميل الأعضاء…
members-more = مزيد من الأعضاء
members-empty = لا أعضاء بعد.
members-caption = الأعضاء، الأحدث أولًا
members-access-yes = نعم
members-access-no = لا
members-since-column = منذ

## الطلبات

orders-refunded = مُسترد
orders-refund-order = استرداد مبلغ الطلب { $id }
orders-refund-question = استرداد مبلغ الطلب { $id } ({ $amount })؟ ينتهي وصول العضو الناتج عنه فورًا.
orders-refund = استرداد المبلغ
orders-filter = تصفية الطلبات
orders-paid-from = مدفوعة من
orders-paid-through = مدفوعة حتى
orders-zone = الأيام والأوقات بتوقيت المنطقة الزمنية للبوت ({ $zone })، كما في النظرة العامة.
orders-zone-unknown = الأيام والأوقات بتوقيت المنطقة الزمنية للبوت، كما في النظرة العامة.
orders-what = استرداد مبالغ الطلبات
orders-loading = جارٍ تحميل الطلبات…
orders-more = مزيد من الطلبات
orders-empty = لا طلبات في هذا النطاق.
orders-caption = الطلبات، الأحدث أولًا
orders-order = الطلب
orders-paid-at = وقت الدفع
orders-amount = المبلغ
orders-status = الحالة
order-status = { $status ->
    [paid] مدفوع
    [refunded] مُسترد
   *[other] { $status }
}
orders-external-id = المعرّف الخارجي

## الخطط

plans-new = خطة جديدة
plans-edit-plan = تعديل الخطة { $name }
plans-length = المدة
plans-length-hint = P1M أو P30D أو P1Y6M أو «1 month» أو «30» (يومًا) أو «lifetime»، أو تاريخ نهاية مثل 2027-06-30
plans-price = السعر
plans-price-hint = عدد عشري بخانات العملة، مثل 9.99 (XTR: نجوم Stars صحيحة).
plans-currency-hint = رمز ISO 4217 مثل USD أو EUR؛ وXTR لنجوم تيليجرام.
plans-trial = فترة تجريبية مجانية
plans-trial-hint = فارغ أو 0 إن لم توجد؛ وإلا مدة مثل P7D.
plans-description = الوصف
plans-description-hint = يظهر تحت الخطة في ‎/start؛ حتى 1000 حرف.
plans-translations = الترجمات
plans-translations-hint = يرى الأعضاء الذين يقرؤون البوت بتلك اللغة هذه النصوص؛ الحقل الفارغ يُبقي نص الخطة نفسه.
plans-translation-language = لغة الترجمة
plans-translation-name = الاسم بتلك اللغة
plans-translation-description = الوصف بتلك اللغة
plans-add-translation = إضافة ترجمة
plans-remove-translation = إزالة الترجمة
plans-project = المشروع (المحادثات التي تمنح الوصول إليها)
plans-no-project = لا شيء
plans-options = الخيارات
plans-recurring = متجددة (تُحصّل مجددًا كل فترة)
plans-who = من يستطيع الشراء
plans-who-anyone = أي أحد
plans-who-new = الأعضاء الذين لم يشتركوا قط فقط
plans-who-returning = الأعضاء الذين اشتركوا من قبل فقط
plans-times = عدد مرات شراء العضو لها (0: بلا حد)
plans-token-only = برمز وصول فقط
plans-credit-only = تُدفع من الرصيد فقط
plans-invitee-only = الأعضاء الذين دعاهم شريك فقط
plans-save = حفظ الخطة
plans-create = إنشاء الخطة
plans-edit = تعديل { $name }
plans-archive = أرشفة { $name }
plans-archive-question = أرشفة { $name }؟ لن يمكن شراؤها بعد الآن؛ يحتفظ الأعضاء بما لديهم.
plans-what = تغيير الخطط
plans-loading = جارٍ تحميل الخطط…
plans-more = مزيد من الخطط
plans-empty = لا خطط بعد: أنشئ أولاها.
plans-trial-column = تجريبية
plans-option-recurring = متجددة
plans-option-code-only = برمز فقط
plans-option-referred-only = للمدعوين فقط
plans-option-newcomers = للجدد
plans-option-times = { $times }× لكل عضو
plans-on-sale = معروضة للبيع

## المشاريع

projects-what = إنشاء المشاريع
projects-new = مشروع جديد
projects-name = اسم المشروع
projects-chats-bundled = المحادثات التي يجمعها
projects-add-chats-first = أضف محادثات أولًا.
projects-create = إنشاء المشروع
projects-loading = جارٍ تحميل المشاريع…
projects-more = مزيد من المشاريع
projects-empty = لا مشاريع بعد.
projects-project = المشروع

## الإعدادات: إيقاف المبيعات مؤقتًا

sales = المبيعات
sales-paused = المبيعات { $state }. يرى الأعضاء وصولهم لكن لا يرون أي خطة؛ لا تُنشأ فاتورة ولا دفع بالبطاقة.
    .state = موقوفة مؤقتًا
sales-on = المبيعات { $state }. يرى الأعضاء الخطط ويستطيعون الدفع.
    .state = مفتوحة
sales-pausing = الإيقاف المؤقت يوقف المبيعات الجديدة فقط: تستمر تجديدات الاشتراكات القائمة ورموز الوصول والمنح اليدوي ووصول الأعضاء. مثل ⁦/pause⁩ و⁦/resume⁩ في البوت.
sales-switch = إيقاف المبيعات مؤقتًا
sales-switch-on = : مفعّل
sales-switch-off = : غير مفعّل

## الإعدادات

settings-loading = جارٍ تحميل الإعدادات…
settings-what = تغيير الإعدادات
settings-general = الإعدادات العامة
settings-bot-line = البوت { $bot }، المالك { $owner }.
settings-bot = البوت
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }، المالك { $owner }
settings-bot-name = اسم البوت
settings-timezone = المنطقة الزمنية
settings-timezone-hint = اسم IANA مثل Asia/Riyadh: تُحسب فيها أيام الإيرادات وأشهرها، وتعرض اللوحة بتوقيتها كل تاريخ ووقت.
settings-currency = العملة الافتراضية
settings-reminders = أيام التذكير
settings-reminders-hint = كم يومًا قبل نهاية الاشتراك يُذكَّر العضو، مثل ⁦3, 1⁩. فارغ: لا تذكير.
settings-save = حفظ الإعدادات
settings-secrets = الرموز المميزة والمفاتيح
settings-secrets-note = تُخزَّن مشفّرة ولا تُعرض مجددًا: يمكنك استبدالها أو إزالتها.
bot-status = البوت: { $status }
bot-status-state = { $status ->
    [running] يعمل
    [starting] قيد التشغيل
    [stopped] متوقف
   *[other] { $status }
}
bot-status-error = متوقف بسبب خطأ
secret-label = { $secret ->
    [bot_token] رمز البوت المميز
    [stripe_secret_key] مفتاح Stripe السري
   *[stripe_webhook_secret] سرّ توقيع خطاف Stripe
}
secret-hint = { $secret ->
    [bot_token] من @BotFather، بالصيغة <معرّف البوت>:<السر>. يبدأ البوت خلال ثوانٍ.
    [stripe_secret_key] ⁦sk_live_…⁩ أو ⁦sk_test_…⁩: الدفع بالبطاقة.
   *[stripe_webhook_secret] ⁦whsec_…⁩ لنقطة النهاية التي يرسل إليها Stripe.
}
secret-status = { $secret }: { $state }
secret-set = مُعيَّن
secret-not-set = غير مُعيَّن
secret-set-new = { $secret ->
    [bot_token] تعيين رمز البوت المميز
    [stripe_secret_key] تعيين مفتاح Stripe السري
   *[stripe_webhook_secret] تعيين سرّ توقيع خطاف Stripe
}
secret-replace = { $secret ->
    [bot_token] استبدال رمز البوت المميز
    [stripe_secret_key] استبدال مفتاح Stripe السري
   *[stripe_webhook_secret] استبدال سرّ توقيع خطاف Stripe
}
secret-save = { $secret ->
    [bot_token] حفظ رمز البوت
    [stripe_secret_key] حفظ مفتاح Stripe
   *[stripe_webhook_secret] حفظ سرّ التوقيع
}
secret-remove = { $secret ->
    [bot_token] إزالة رمز البوت المميز
    [stripe_secret_key] إزالة مفتاح Stripe السري
   *[stripe_webhook_secret] إزالة سرّ توقيع خطاف Stripe
}
secret-remove-question = { $secret ->
    [bot_token] إزالة رمز البوت المميز؟ يتوقف البوت.
    [stripe_secret_key] إزالة مفتاح Stripe السري؟ يتوقف الدفع بالبطاقة.
   *[stripe_webhook_secret] إزالة سرّ توقيع خطاف Stripe؟ يتوقف الدفع بالبطاقة.
}

## الاشتراكات

subscriptions-grant = منح الوصول
subscriptions-member-id = معرّف العضو
subscriptions-member-id-hint = معرّف مستخدم تيليجرام للعضو.
subscriptions-ends-hint = { $zone } فارغ: مدة الخطة بدءًا من الآن.
subscriptions-trial = بدء الفترة التجريبية المجانية للخطة بدلًا من ذلك
subscriptions-what = منح الوصول وتغيير الاشتراكات
subscriptions-filter = تصفية الاشتراكات
subscriptions-plan-archived = { $name } (مؤرشفة)
subscriptions-loading = جارٍ تحميل الاشتراكات…
subscriptions-more = مزيد من الاشتراكات
subscriptions-empty = لا اشتراكات مطابقة.
subscriptions-caption = الاشتراكات، الأحدث أولًا

## خطافات الويب

webhooks-new = خطاف ويب جديد
webhooks-edit = تعديل الخطاف { $id }
webhooks-url = الرابط (URL)
webhooks-url-hint = ⁦https://⁩ على عنوان عام؛ يرسل Tollgate إليه كل حدث موقّعًا عبر POST.
webhooks-events = الأحداث
webhooks-all-events = كل الأحداث
webhooks-all-events-short = كل الأحداث
webhooks-description = الوصف
webhooks-save = حفظ الخطاف
webhooks-add = إضافة الخطاف
webhooks-log = سجل التسليم
webhooks-all = الكل
webhooks-pending = قيد الانتظار
webhooks-delivered = سُلّمت
webhooks-failed = فشلت
delivery-status = { $status ->
    [pending] قيد الانتظار
    [delivered] سُلّم
    [failed] فشل
   *[other] { $status }
}
webhooks-refresh = تحديث
webhooks-loading-attempts = جارٍ تحميل المحاولات…
webhooks-more-attempts = مزيد من المحاولات
webhooks-no-deliveries = لا عمليات تسليم بعد.
webhooks-deliveries-caption = عمليات التسليم إلى الخطاف { $id }، الأحدث أولًا
webhooks-event = الحدث
webhooks-attempt = المحاولة
webhooks-answer = الاستجابة
webhooks-took = المدة
webhooks-error = الخطأ
webhooks-next-attempt = المحاولة التالية
webhooks-title-enabled = الخطاف { $id } · مفعّل
webhooks-title-disabled = الخطاف { $id } · معطّل
webhooks-failing-since = يفشل منذ { $date }.
webhooks-previous-secret = يظل السر السابق يوقّع أيضًا حتى { $date }.
webhooks-pause = إيقاف مؤقت
webhooks-enable = تفعيل
webhooks-test = إرسال تجربة
webhooks-rotate = سرّ جديد للخطاف { $id }
webhooks-rotate-question = إنشاء سرّ توقيع جديد؟ لمدة 24 ساعة تُوقَّع عمليات التسليم بالسرّين معًا، ليتمكن مستقبِلك من الانتقال.
webhooks-new-secret = سرّ جديد
webhooks-delete = حذف الخطاف { $id }
webhooks-delete-question = حذف الخطاف { $id } وسجل التسليم الخاص به؟
webhooks-hide-deliveries = إخفاء عمليات التسليم
webhooks-deliveries = عمليات التسليم
webhooks-secret = سرّ التوقيع
webhooks-secret-note = سرّ توقيع الخطاف { $id }: { $now } تحقّق به من عمليات التسليم (docs/webhooks.md).
    .now = انسخه الآن، فلن يُعرض مجددًا.
webhooks-copy-secret = نسخ سرّ توقيع الخطاف { $id }
webhooks-kept = احتفظت به
webhooks-loading = جارٍ تحميل خطافات الويب…
webhooks-empty = لا خطافات ويب بعد: أضف رابطًا خاصًا بك لتعرف بكل عملية بيع.
