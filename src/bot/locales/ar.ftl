# كلمات البوت بالعربية. الرسائل والمتغيرات نفسها كما في en.ftl.
# من اليمين إلى اليسار: كل أمر أو عنوان أو مثال لاتيني يُكتب داخل { "…" } ليبقيه Fluent
# معزولًا (FSI…PDI) فلا ينقلب ترتيبه داخل النص العربي.

## ملف البوت

bot-description = يبيع هذا البوت الوصول إلى مجموعات وقنوات خاصة. أرسل { "/start" } لترى الخطط، وادفع بنجوم تيليجرام أو بالبطاقة، واحصل على روابط الدعوة الخاصة بك هنا مباشرة.
bot-short-description = وصول إلى مجموعات خاصة: اختر خطة، وادفع، واحصل على روابط الدعوة.

## قائمة الأوامر

command-start = الخطط ووصولك
command-redeem = استخدام رمز وصول
command-cancel = إيقاف الأسئلة الجارية
command-help = ما يمكنك فعله هنا
command-language = اختيار لغتك
command-dashboard = رابط لتسجيل الدخول إلى لوحة التحكم
command-stats = الإيرادات والمبيعات اليوم وهذا الشهر
command-plans = الخطط: السعر والمدة والاشتراكات النشطة
command-analytics = MRR والتسرب وLTV والتجارب الآن
command-broadcast = مراسلة كل الأعضاء الذين لديهم وصول
command-pause = إيقاف البيع مؤقتًا: لا يُباع شيء جديد ويستمر الوصول
command-resume = استئناف البيع بعد { "/pause" }
command-flood = مكافحة الإغراق: { "/flood <messages> <seconds> [mute <minutes>]" }، { "/flood off" }
command-grant = منح عضو خطة: { "/grant <member_id> <plan_id>" }
command-members = وصول عضو وطلباته: { "/members <member_id | @username>" }
command-ban = حظر عضو: { "/ban <member_id> [reason]" }
command-unban = رفع الحظر: { "/unban <member_id>" }
command-export = الأعضاء في ملف جدول بيانات (CSV)
command-coupons = القسائم: القائمة، أو { "/coupons new 20% <plan_id>" }
command-backup = نسخة احتياطية من البوت في ملف

## اللغات

language-choose = اختر لغتك:
language-chosen = تم: سأتحدث معك بالعربية من الآن.

## أجزاء التنسيق

day-never = أبدًا (وصول مدى الحياة)
length-life = مدى الحياة
length-until = حتى { $date }
length-years = { $n ->
    [one] سنة واحدة
    [two] سنتين
    [few] { $n } سنوات
    [many] { $n } سنة
   *[other] { $n } سنة
}
length-months = { $n ->
    [one] شهر واحد
    [two] شهرين
    [few] { $n } أشهر
    [many] { $n } شهرًا
   *[other] { $n } شهر
}
length-days = { $n ->
    [one] يوم واحد
    [two] يومين
    [few] { $n } أيام
    [many] { $n } يومًا
   *[other] { $n } يوم
}
duration-seconds = { $n } ث
duration-minutes = { $n ->
    [one] دقيقة واحدة
    [two] دقيقتين
    [few] { $n } دقائق
    [many] { $n } دقيقة
   *[other] { $n } دقيقة
}
duration-hours = { $h } س
duration-hours-minutes = { $h } س و{ $m } د
plan-fallback = الخطة { $id }

## قائمة العضو ووصوله

welcome = أهلًا! اختر خطة للحصول على الوصول:
welcome-named = أهلًا { $name }! اختر خطة للحصول على الوصول:
nothing-to-sell = لا يوجد ما يُشترى هنا الآن.
your-access =
    وصولك:
    { $lines }
access-line = • { $plan } — حتى { $ends }
links = أنت معنا! اضغط للانضمام (كل رابط يُدخلك أنت فقط).
links-until = أنت معنا! اضغط للانضمام (كل رابط يُدخلك أنت فقط). الوصول حتى { $ends }.
renewed = شكرًا لك! أصبحت { $plan } سارية حتى { $ends }.
ended = انتهى وصولك عبر { $plan }. أرسل { "/start" } للتجديد.
expiring = ينتهي وصولك عبر { $plan } في { $ends }. أرسل { "/start" } للتجديد.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = اشترك: { $plan } — { $price } شهريًا
trial-button = ابدأ التجربة المجانية: { $plan }
trial-started = تجربتك المجانية لـ{ $plan } سارية حتى { $ends }. روابطك في الطريق.
trial-unavailable = هذه التجربة غير متاحة لك.
subscribe-link = افتح الرابط للاشتراك (يتجدد كل شهر حتى تلغيه):
invoice-description = وصول لمدة { $length }
invoice-description-coupon = وصول لمدة { $length }، مع القسيمة { $code }
invoice-description-life = وصول مدى الحياة
invoice-description-life-coupon = وصول مدى الحياة، مع القسيمة { $code }
foreign-invoice = هذه الفاتورة صادرة لعضو آخر؛ أرسل { "/start" } لتحصل على فاتورتك.
price-changed = تغيّر سعر هذه الخطة؛ أرسل { "/start" } لترى السعر الحالي.
not-sold-here = لا يمكن شراء هذه الخطة هنا.
sales-paused = البيع متوقف مؤقتًا: لا يمكن شراء شيء جديد. وصولك، إن وُجد، يستمر كالمعتاد؛ أرسل { "/start" } لاحقًا.
pay-by-card = ادفع بالبطاقة في صفحة الدفع الآمنة؛ تصلك روابطك فور إتمام الدفع.
card-button = الدفع بالبطاقة
redeem-usage = أرسل { "/redeem" } متبوعًا برمزك، مثلًا: { "/redeem K7PQ2MX9TA" }
redeemed = قُبل الرمز: { $plan } حتى { $ends }. روابطك في الطريق.
referred = أهلًا بك! لقد دعاك أحد الأعضاء.
not-understood = لم أفهم ذلك. أرسل { "/start" } لترى الخطط، أو { "/help" } لتعرف ما يمكنني فعله.

## لماذا لا يمكن الحصول على خطة

refusal-no-plan = هذه الخطة لم تعد موجودة.
refusal-no-longer-sold = هذه الخطة لم تعد معروضة للبيع.
refusal-banned = لا يمكنك شراء أو استخدام أي شيء هنا: لقد حظرك المالك.
refusal-token-only = هذه الخطة متاحة برمز وصول فقط.
refusal-credit-only = لا يمكن دفع ثمن هذه الخطة إلا من الرصيد.
refusal-newcomers = هذه الخطة للأعضاء الجدد فقط.
refusal-returning = هذه الخطة فقط للأعضاء الذين اشتركوا من قبل.
refusal-invitee-only = هذه الخطة فقط للأعضاء الذين دعاهم عضو آخر.
refusal-used-up = حصلت على هذه الخطة بالعدد الذي تسمح به من قبل.

## القسائم، للأعضاء

coupon-button = لدي قسيمة
ask-coupon = أرسل لي رمز القسيمة.
coupon-placeholder = رمز القسيمة
coupon-applied = قُبلت القسيمة { $code }: خصم { $off }. اختر خطة:
coupon-buy-button = { $plan } — { $now } (بدلًا من { $was })
coupon-fits-nothing = القسيمة { $code } لا تنطبق على أي خطة يمكنك شراؤها هنا.
coupon-unknown = رمز القسيمة هذا غير صالح؛ تحقق منه وحاول مجددًا.
coupon-archived = القسيمة { $code } لم تعد صالحة.
coupon-expired = انتهت صلاحية القسيمة { $code } في { $date }.
coupon-used-up = نفدت القسيمة { $code }.
coupon-used-by-you = لقد استخدمت القسيمة { $code } من قبل.
coupon-not-for-plan = القسيمة { $code } لا تنطبق على هذه الخطة.
coupon-not-for-renewals = القسيمة { $code } للدفعة الأولى فقط، وهذه الخطة تتجدد كل شهر بالسعر الذي تشترك به.

## النماذج

form-intro = بعض الأسئلة قبل الدفع. أرسل { "/cancel" } للتوقف في أي وقت.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (اختياري)
skip-button = تخطٍّ
form-thanks = شكرًا لك، حُفظت إجاباتك.
form-cancelled = توقفنا: لم تُحفظ إجاباتك. أرسل { "/start" } متى أردت رؤية الخطط من جديد.
form-abandoned = توقفت الأسئلة: لم تُحفظ إجاباتك.
nothing-to-cancel = لا يوجد ما يُلغى.
form-stale-button = هذا السؤال لم يعد مفتوحًا.
form-refused-empty = من فضلك أرسل إجابة.
form-refused-too-long = هذه الإجابة طويلة جدًا: 1000 حرف على الأكثر من فضلك.
form-refused-email = لا يبدو هذا عنوان بريد إلكتروني؛ أرسل عنوانًا مثل { "name@example.com" }.
form-refused-number = من فضلك أرسل رقمًا، مثل 12 أو 12.5.
form-refused-choice = من فضلك اضغط أحد الأزرار.
form-refused-not-text = من فضلك أجب برسالة نصية.

## لا صمت أبدًا

payment-not-started = عذرًا، تعذّر بدء الدفع ({ $reason }). حاول مجددًا لاحقًا أو تواصل مع المالك.
invoice-refused = رفضت المنصة الفاتورة
invoice-price-refused = المنصة لا تقبل سعر هذه الخطة
checkout-refused = تعذّر فتح صفحة الدفع بالبطاقة
links-refused = سُجّل وصولك وأُبلغ المالك. لم أتمكن بعد من إنشاء { $count ->
    [one] رابط الدعوة الخاص بك
   *[other] روابط الدعوة الخاصة بك
} إلى { $chats }؛ أرسل { "/start" } لاحقًا { $count ->
    [one] لتحصل عليه
   *[other] لتحصل عليها
}.
links-partly =
    { $links }

    لم أتمكن بعد من إنشاء رابط الدعوة الخاص بك إلى { $chats }. سُجّل وصولك وأُبلغ المالك؛ أرسل { "/start" } لاحقًا لتحصل عليه.

## المشرفون

not-admin = هذا الأمر مخصص لمشرفي البوت.
help =
    الأوامر:
    { $lines }
broadcast-usage = أرسل { "/broadcast" } متبوعًا بالرسالة، مثلًا: { "/broadcast" } إشارات جديدة الساعة 18:00
broadcast-queued = الرسالة الجماعية في قائمة الانتظار؛ ستصل إلى كل عضو لديه وصول ضمن حدود المنصة.
grant-usage = أرسل { "/grant <member_id> <plan_id>" }، مثلًا: { "/grant 123456789 2" }
granted = مُنحت { $plan } للعضو { $member } حتى { $ends }.
stats =
    المبيعات:
    { $lines }
stats-today = اليوم: { $revenue } ({ $sales ->
    [zero] لا مبيعات
    [one] عملية بيع واحدة
    [two] عمليتا بيع
    [few] { $sales } عمليات بيع
   *[other] { $sales } عملية بيع
})
stats-month = هذا الشهر: { $revenue } ({ $sales ->
    [zero] لا مبيعات
    [one] عملية بيع واحدة
    [two] عمليتا بيع
    [few] { $sales } عمليات بيع
   *[other] { $sales } عملية بيع
})
plans =
    الخطط:
    { $lines }
plans-more =
    الخطط:
    { $lines }
    …و{ $more } أخرى: راجع لوحة التحكم.
plan-line = #{ $id } { $plan } — { $price }، { $length } — { $live } نشطة
plan-line-archived = #{ $id } { $plan } — { $price }، { $length } — { $live } نشطة (مؤرشفة)
no-plans = لا توجد خطط بعد. أنشئ واحدة في لوحة التحكم أو عبر { "POST /plans" }.
paused = أُوقف البيع مؤقتًا: يرى الأعضاء وصولهم لكن لا يرون خططًا، ولا تُنشأ فواتير ولا مدفوعات بالبطاقة. التجديدات والرموز والوصول مستمرة. أرسل { "/resume" } للبيع من جديد.
already-paused = البيع متوقف مؤقتًا بالفعل. أرسل { "/resume" } للبيع من جديد.
resumed = عاد البيع: يرى الأعضاء الخطط ويمكنهم الدفع مجددًا.
not-paused = البيع لم يكن متوقفًا؛ يمكن للأعضاء الشراء كالمعتاد.
analytics =
    الإيرادات المتكررة الآن:
    { $lines }
    الحركات والمجموعات في لوحة التحكم ({ "/dashboard" }).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr })، { $paying } يدفعون{ $arpu }، التسرب خلال 30 يومًا { $churn }{ $ltv }
analytics-arpu = ، ARPU { $amount }
analytics-ltv = ، LTV { $amount }
analytics-trials = التجارب: { $active } نشطة؛ آخر 90 يومًا بدأت { $started }، وتحوّلت { $converted } إلى الدفع ({ $rate })
sign-in-link =
    رابط تسجيل دخولك إلى لوحة التحكم. يعمل مرة واحدة خلال 10 دقائق؛ لا تُعِد توجيهه:
    { $link }

## مكافحة الإغراق

flood-usage = أرسل { "/flood <messages> <seconds>" } لحذف ما يرسله العضو فوق هذا العدد من الرسائل خلال هذه الثواني في محادثة؛ وأضف { "mute <minutes>" } لكتمه أيضًا، أو أرسل { "/flood off" }. الرسائل 2–100، الثواني 1–3600، الدقائق 1–1440. مثلًا: { "/flood 5 10 mute 10" }
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = يجب أن تكون الدقائق بين 1 و1440
flood-on = مكافحة الإغراق مفعّلة: تُحذف رسائل العضو التي تتجاوز { $messages } خلال { $seconds } ث في محادثة. مشرفوك ومشرفو المحادثات لا يخضعون لأي حد. { "/flood off" } يوقفها.
flood-on-mute = مكافحة الإغراق مفعّلة: تُحذف رسائل العضو التي تتجاوز { $messages } خلال { $seconds } ث في محادثة، ويُكتم لمدة { $mute }. مشرفوك ومشرفو المحادثات لا يخضعون لأي حد. { "/flood off" } يوقفها.
flood-off = مكافحة الإغراق متوقفة: لا يُعدّ شيء ولا يُحذف. أرسل { "/flood <messages> <seconds>" } لتفعيلها.
flood-muted = كُتم { $name } لمدة { $duration } لإرساله رسائل كثيرة جدًا.

## الأعضاء والحظر

ban-usage = أرسل { "/ban <member_id> [reason]" }، مثلًا: { "/ban 123456789 spam" }. في المجموعة، أرسل { "/ban" } ردًا على رسالة العضو.
unban-usage = أرسل { "/unban <member_id>" }، مثلًا: { "/unban 123456789" }. في المجموعة، أرسل { "/unban" } ردًا على رسالة العضو.
ban-reason-too-long = السبب طويل جدًا: { $max } حرفًا على الأكثر.
banned = حُظر { $who }: أُلغي وصوله، وأُخرج من كل المحادثات ويبقى خارجها، ولا يمكنه شراء أي شيء. { "/unban" } يرفع الحظر.
already-banned = { $who } محظور بالفعل.
banned-in-group = { $who } محظور.
unbanned = رُفع الحظر عن { $who }: يمكنه الشراء من جديد. الوصول الذي ألغاه الحظر لا يُعاد.
not-banned = { $who } غير محظور.
unbanned-in-group = لم يعد { $who } محظورًا.
members-usage = أرسل { "/members <member_id | @username>" }، مثلًا: { "/members 123456789" } أو { "/members @alice" }
unknown-member = لا أعرف { $who }: يصبح العضو معروفًا عندما يبدأ البوت أو يدفع أو يُمنح خطة.
member-access =
    الوصول:
    { $lines }
member-no-access = لا وصول الآن.
member-orders =
    آخر الطلبات:
    { $lines }
member-no-orders = لا طلبات.
ban-line = محظور منذ { $since }.
ban-line-reason = محظور منذ { $since }: { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = مدفوع
order-status-refunded = مُسترد

## الملفات

export-queued = جارٍ تجهيز ملف الأعضاء؛ سيصل هنا بعد لحظات.
backup-queued = جارٍ تجهيز النسخة الاحتياطية؛ ستصل هنا بعد لحظات.
file-caption-members = أعضاؤك بصيغة CSV: يُفتح في أي برنامج جداول بيانات.
file-caption-backup = نسختك الاحتياطية (NDJSON). احفظها في مكان آمن: فيها أعضاؤك وطلباتك. لاستعادتها في مكان آخر: { "tollgate bots import" }
file-too-big-members = ملف الأعضاء أكبر من 50 ميغابايت، وهذا أكثر مما يستطيع البوت إرساله. نزّله عبر الواجهة البرمجية بدلًا من ذلك: { "GET /exports/members" } بمفتاح من المستوى 5 أو أعلى.
file-too-big-backup = النسخة الاحتياطية أكبر من 50 ميغابايت، وهذا أكثر مما يستطيع البوت إرساله. نزّلها عبر الواجهة البرمجية بدلًا من ذلك ({ "GET /backup" } بمفتاح من المستوى 6 أو أعلى) أو على الخادم عبر { "tollgate bots export" }.

## القسائم، للمشرفين

coupons-usage = أرسل { "/coupons" } لعرض القسائم، أو { "/coupons new 20% <plan_id>" } لإنشاء واحدة (دون خطة تنطبق على كل الخطط)، أو { "/coupons new 5 <plan_id>" } لخصم 5 بعملة الخطة.
coupons-none = لا توجد قسائم بعد. أنشئ واحدة عبر { "/coupons new 20% <plan_id>" }.
coupons-list =
    القسائم (الأحدث أولًا):
    { $lines }
coupon-made = أُنشئت القسيمة { $code }: خصم { $off } على { $plans }، مرة واحدة لكل عضو. يُدخلها الأعضاء بزر «لدي قسيمة» أو بفتح { $link }
coupon-not-made = لم تُنشأ: { $reasons }.
coupon-every-plan = كل الخطط
coupon-plans = { $count ->
    [one] الخطة { $ids }
   *[other] الخطط { $ids }
}
coupon-line = • { $code } — خصم { $off } على { $plans }، استُخدمت { $used }{ $until }، { $duration }
coupon-line-archived = • { $code } — خصم { $off } على { $plans }، استُخدمت { $used }{ $until }، { $duration } (مؤرشفة)
coupon-until = ، حتى { $date }
coupon-duration-once = مرة واحدة
coupon-duration-forever = دائمًا

## ما يُبلَّغ به المالك ومشرفو المستوى 7 فما فوق حين يتعذّر إنشاء روابط الدعوة

alert-invite-rights = لا أستطيع إنشاء روابط دعوة إلى { $chat }: أحتاج هناك إلى صلاحية «دعوة المستخدمين». أعضاء دفعوا ينتظرون روابطهم.
alert-invite-absent = لا أستطيع إنشاء روابط دعوة إلى { $chat }: لست عضوًا فيها (لم أُضف قط، أو أُزلت). أضفني مشرفًا بصلاحية «دعوة المستخدمين». أعضاء دفعوا ينتظرون روابطهم.
alert-invite-missing = لا أستطيع إنشاء روابط دعوة إلى { $chat }: تقول المنصة إن المحادثة غير موجودة (حُذفت، أو تغيّر معرّفها). تحقق من معرّف المحادثة في Tollgate. أعضاء دفعوا ينتظرون روابطهم.
alert-invite-other = لا أستطيع إنشاء روابط دعوة إلى { $chat }: رفضت المنصة ({ $detail }). أعضاء دفعوا ينتظرون روابطهم.

## ما رفضته الخدمة

refusal-code-unknown = هذا الرمز غير صالح. تحقق منه وحاول مجددًا.
refusal-code-used-up = نفدت استخدامات الرمز { $code }. اطلب رمزًا جديدًا.
refusal-code-expired = انتهت صلاحية الرمز { $code } في { $date }. اطلب رمزًا جديدًا.
refusal-code-plan-gone = الرمز { $code } لخطة لم تعد معروضة. اطلب رمزًا جديدًا.
refusal-trial-used = سبق أن حصلت على { $plan }: التجربة للأعضاء الجدد فقط.
refusal-holds-plan = لدى { $member } الخطة { $plan } بالفعل. غيّر تاريخ انتهاء ذلك الاشتراك بدلًا من ذلك.
refusal-plan-unknown = لا توجد في هذا البوت خطة { $plan }. أرسل ‎/plans لترى أرقام الخطط.
refusal-plan-archived = الخطة { $plan } مؤرشفة ولم يعد بالإمكان منحها.
refusal-member-banned = { $member } محظور: لا يمكن منحه أو بيعه أي شيء حتى يُرفع عنه الحظر (‎/unban { $member }).
refusal-not-member = { $member } ليس عضوًا في هذا البوت بعد: يصبح الشخص عضوًا عندما يبدأ البوت أو يدفع أو تُمنح له خطة.
refusal-ban-owner = { $member } هو مالك البوت ولا يمكن حظره.
refusal-ban-admin = { $member } مشرف في هذا البوت (المستوى { $level }). أزله من الإشراف قبل حظره.
