# سخنان ربات به فارسی. همان پیام‌ها و متغیرهای en.ftl.
# راست‌به‌چپ: هر فرمان، نشانی یا نمونهٔ لاتین داخل { "…" } نوشته می‌شود تا Fluent آن را
# جدا (FSI…PDI) نگه دارد و در متن فارسی جابه‌جا نشود.

## نمایهٔ ربات

bot-description = این ربات دسترسی به گروه‌ها و کانال‌های خصوصی را می‌فروشد. برای دیدن طرح‌ها { "/start" } را بفرستید، با Telegram Stars یا کارت بپردازید و پیوندهای دعوت شخصی‌تان را همین‌جا بگیرید.
bot-short-description = دسترسی به گروه‌های خصوصی: طرحی انتخاب کنید، بپردازید و پیوندهای دعوت را بگیرید.

## فهرست فرمان‌ها

command-start = طرح‌ها و دسترسی شما
command-redeem = استفاده از کد دسترسی
command-cancel = توقف پرسش‌های در جریان
command-help = کارهایی که اینجا می‌توانید بکنید
command-language = انتخاب زبان
command-dashboard = پیوند ورود به داشبورد
command-stats = درآمد و فروش امروز و این ماه
command-plans = طرح‌ها: قیمت، مدت، اشتراک‌های فعال
command-analytics = MRR، ریزش، LTV و دوره‌های آزمایشی در این لحظه
command-broadcast = پیام به همهٔ اعضای دارای دسترسی
command-pause = توقف فروش: چیز تازه‌ای فروخته نمی‌شود، دسترسی ادامه دارد
command-resume = ازسرگیری فروش پس از { "/pause" }
command-flood = کنترل فلود: { "/flood <messages> <seconds> [mute <minutes>]" }، { "/flood off" }
command-grant = دادن طرح به یک عضو: { "/grant <member_id> <plan_id>" }
command-members = دسترسی و سفارش‌های یک عضو: { "/members <member_id | @username>" }
command-ban = مسدود کردن عضو: { "/ban <member_id> [reason]" }
command-unban = رفع مسدودیت: { "/unban <member_id>" }
command-export = فهرست اعضا به‌صورت صفحه‌گسترده (CSV)
command-coupons = کوپن‌ها: فهرست، یا { "/coupons new 20% <plan_id>" }
command-backup = نسخهٔ پشتیبان ربات در یک فایل

## زبان‌ها

language-choose = زبان خود را انتخاب کنید:
language-chosen = انجام شد: از این پس با شما فارسی صحبت می‌کنم.

## قالب‌بندی

day-never = هرگز (دسترسی مادام‌العمر)
length-life = مادام‌العمر
length-until = تا { $date }
length-years = { $n } سال
length-months = { $n } ماه
length-days = { $n } روز
duration-seconds = { $n } ثانیه
duration-minutes = { $n } دقیقه
duration-hours = { $h } ساعت
duration-hours-minutes = { $h } ساعت و { $m } دقیقه
plan-fallback = طرح { $id }

## فهرست عضو و دسترسی او

welcome = سلام! برای گرفتن دسترسی یک طرح انتخاب کنید:
welcome-named = سلام { $name }! برای گرفتن دسترسی یک طرح انتخاب کنید:
nothing-to-sell = فعلاً اینجا چیزی برای خرید نیست.
your-access =
    دسترسی شما:
    { $lines }
access-line = • { $plan } — تا { $ends }
links = تمام شد! برای پیوستن بزنید (هر پیوند فقط شما را راه می‌دهد).
links-until = تمام شد! برای پیوستن بزنید (هر پیوند فقط شما را راه می‌دهد). دسترسی تا { $ends }.
renewed = سپاس! { $plan } اکنون تا { $ends } اعتبار دارد.
ended = دسترسی شما از طریق { $plan } به پایان رسید. برای تمدید { "/start" } را بفرستید.
expiring = دسترسی شما از طریق { $plan } در { $ends } به پایان می‌رسد. برای تمدید { "/start" } را بفرستید.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = اشتراک: { $plan } — ماهانه { $price }
trial-button = شروع دورهٔ آزمایشی رایگان: { $plan }
trial-started = دورهٔ آزمایشی رایگان { $plan } تا { $ends } ادامه دارد. پیوندهایتان در راه است.
trial-unavailable = این دورهٔ آزمایشی برای شما در دسترس نیست.
subscribe-link = برای اشتراک پیوند را باز کنید (هر ماه تمدید می‌شود تا زمانی که لغوش کنید):
invoice-description = دسترسی به مدت { $length }
invoice-description-coupon = دسترسی به مدت { $length }، با کوپن { $code }
invoice-description-life = دسترسی مادام‌العمر
invoice-description-life-coupon = دسترسی مادام‌العمر، با کوپن { $code }
foreign-invoice = این صورت‌حساب برای عضو دیگری صادر شده است؛ برای گرفتن صورت‌حساب خودتان { "/start" } را بفرستید.
price-changed = قیمت این طرح تغییر کرده است؛ برای دیدن قیمت فعلی { "/start" } را بفرستید.
not-sold-here = این طرح را نمی‌توان اینجا خرید.
sales-paused = فروش فعلاً متوقف است: چیز تازه‌ای نمی‌توان خرید. دسترسی شما، اگر دارید، مثل همیشه ادامه دارد؛ بعداً { "/start" } را بفرستید.
pay-by-card = در صفحهٔ امن پرداخت با کارت بپردازید؛ پیوندهایتان به‌محض انجام پرداخت می‌رسد.
card-button = پرداخت با کارت
redeem-usage = { "/redeem" } را همراه با کدتان بفرستید، برای نمونه: { "/redeem K7PQ2MX9TA" }
redeemed = کد پذیرفته شد: { $plan } تا { $ends }. پیوندهایتان در راه است.
referred = خوش آمدید! یکی از اعضا شما را دعوت کرده است.
not-understood = متوجه نشدم. برای دیدن طرح‌ها { "/start" } و برای دیدن کارهایی که از من برمی‌آید { "/help" } را بفرستید.

## چرا طرحی در دسترس نیست

refusal-no-plan = این طرح دیگر وجود ندارد.
refusal-no-longer-sold = این طرح دیگر فروخته نمی‌شود.
refusal-banned = اینجا نمی‌توانید چیزی بخرید یا کدی استفاده کنید: مالک شما را مسدود کرده است.
refusal-token-only = این طرح فقط با کد دسترسی ارائه می‌شود.
refusal-credit-only = این طرح فقط با اعتبار حساب پرداختنی است.
refusal-newcomers = این طرح فقط برای اعضای تازه است.
refusal-returning = این طرح فقط برای اعضایی است که پیش‌تر مشترک بوده‌اند.
refusal-invitee-only = این طرح فقط برای اعضایی است که عضو دیگری دعوتشان کرده باشد.
refusal-used-up = شما این طرح را به تعدادی که مجاز است گرفته‌اید.

## کوپن‌ها، برای اعضا

coupon-button = کوپن دارم
ask-coupon = کد کوپن خود را بفرستید.
coupon-placeholder = کد کوپن
coupon-applied = کوپن { $code } پذیرفته شد: { $off } تخفیف. یک طرح انتخاب کنید:
coupon-buy-button = { $plan } — { $now } (به‌جای { $was })
coupon-fits-nothing = کوپن { $code } برای هیچ طرحی که اینجا می‌توانید بخرید معتبر نیست.
coupon-unknown = این کد کوپن معتبر نیست؛ آن را بررسی کنید و دوباره امتحان کنید.
coupon-archived = کوپن { $code } دیگر معتبر نیست.
coupon-expired = کوپن { $code } در { $date } منقضی شد.
coupon-used-up = ظرفیت کوپن { $code } تمام شده است.
coupon-used-by-you = شما پیش‌تر از کوپن { $code } استفاده کرده‌اید.
coupon-not-for-plan = کوپن { $code } برای این طرح معتبر نیست.
coupon-not-for-renewals = کوپن { $code } فقط برای نخستین پرداخت است و این طرح هر ماه با همان قیمتی که مشترک می‌شوید تمدید می‌شود.

## فرم‌ها

form-intro = پیش از پرداخت چند پرسش داریم. هر وقت خواستید با { "/cancel" } متوقفش کنید.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (اختیاری)
skip-button = رد شدن
form-thanks = سپاس، پاسخ‌هایتان ذخیره شد.
form-cancelled = متوقف شد: پاسخ‌هایتان نگه داشته نشد. هر وقت خواستید طرح‌ها را دوباره ببینید { "/start" } را بفرستید.
form-abandoned = پرسش‌ها متوقف شد: پاسخ‌هایتان نگه داشته نشد.
nothing-to-cancel = چیزی برای لغو نیست.
form-stale-button = این پرسش دیگر باز نیست.
form-refused-empty = لطفاً پاسخی بفرستید.
form-refused-too-long = این پاسخ خیلی بلند است: لطفاً حداکثر ۱٬۰۰۰ نویسه.
form-refused-email = این شبیه نشانی ایمیل نیست؛ لطفاً نشانی‌ای مانند { "name@example.com" } بفرستید.
form-refused-number = لطفاً یک عدد بفرستید، مثلاً ۱۲ یا ۱۲٫۵.
form-refused-choice = لطفاً یکی از دکمه‌ها را بزنید.
form-refused-not-text = لطفاً با یک پیام متنی پاسخ دهید.

## هرگز بی‌صدا نمی‌مانیم

payment-not-started = متأسفیم، پرداخت آغاز نشد ({ $reason }). لطفاً بعداً دوباره امتحان کنید یا با مالک تماس بگیرید.
invoice-refused = پلتفرم صورت‌حساب را نپذیرفت
invoice-price-refused = پلتفرم قیمت این طرح را نمی‌پذیرد
checkout-refused = صفحهٔ پرداخت با کارت باز نشد
links-refused = دسترسی شما ثبت شده و به مالک خبر داده‌ایم. هنوز نتوانسته‌ام { $count ->
    [one] پیوند دعوت
   *[other] پیوندهای دعوت
} شما را برای { $chats } بسازم؛ بعداً { "/start" } را بفرستید تا آن را بگیرید.
links-partly =
    { $links }

    هنوز نتوانسته‌ام پیوند دعوت شما را برای { $chats } بسازم. دسترسی شما ثبت شده و به مالک خبر داده‌ایم؛ بعداً { "/start" } را بفرستید تا آن را بگیرید.

## مدیران

not-admin = این فرمان مخصوص مدیران ربات است.
help =
    فرمان‌ها:
    { $lines }
broadcast-usage = { "/broadcast" } را همراه با متن پیام بفرستید، برای نمونه: { "/broadcast" } سیگنال‌های تازه ساعت ۱۸
broadcast-queued = پیام همگانی در صف است؛ در حد مجاز پلتفرم به همهٔ اعضای دارای دسترسی می‌رسد.
grant-usage = { "/grant <member_id> <plan_id>" } را بفرستید، برای نمونه: { "/grant 123456789 2" }
granted = { $plan } تا { $ends } به { $member } داده شد.
stats =
    فروش:
    { $lines }
stats-today = امروز: { $revenue } ({ $sales } فروش)
stats-month = این ماه: { $revenue } ({ $sales } فروش)
plans =
    طرح‌ها:
    { $lines }
plans-more =
    طرح‌ها:
    { $lines }
    …و { $more } طرح دیگر: داشبورد را ببینید.
plan-line = #{ $id } { $plan } — { $price }، { $length } — { $live } فعال
plan-line-archived = #{ $id } { $plan } — { $price }، { $length } — { $live } فعال (بایگانی‌شده)
no-plans = هنوز طرحی نیست. در داشبورد یا با { "POST /plans" } یکی بسازید.
paused = فروش متوقف شد: اعضا دسترسی خود را می‌بینند اما طرحی نمی‌بینند، و هیچ صورت‌حساب یا پرداخت کارتی ساخته نمی‌شود. تمدیدها، کدها و دسترسی ادامه دارند. برای فروش دوباره { "/resume" } را بفرستید.
already-paused = فروش از قبل متوقف بود. برای فروش دوباره { "/resume" } را بفرستید.
resumed = فروش دوباره باز شد: اعضا طرح‌ها را می‌بینند و می‌توانند دوباره بپردازند.
not-paused = فروش متوقف نبود؛ اعضا مثل همیشه می‌توانند بخرند.
analytics =
    درآمد تکرارشونده در این لحظه:
    { $lines }
    جابه‌جایی‌ها و گروه‌ها در داشبورد هستند ({ "/dashboard" }).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr })، { $paying } پرداخت‌کننده{ $arpu }، ریزش ۳۰ روزه { $churn }{ $ltv }
analytics-arpu = ، ARPU { $amount }
analytics-ltv = ، LTV { $amount }
analytics-trials = دوره‌های آزمایشی: { $active } فعال؛ در ۹۰ روز گذشته { $started } آغازشده، { $converted } تبدیل‌شده ({ $rate })
sign-in-link =
    پیوند ورود شما به داشبورد. فقط یک بار و تا ۱۰ دقیقه کار می‌کند؛ آن را برای کسی نفرستید:
    { $link }

## کنترل فلود

flood-usage = { "/flood <messages> <seconds>" } را بفرستید تا پیام‌های عضوی که در یک گفتگو از این تعداد پیام در این چند ثانیه بیشتر بفرستد پاک شود؛ برای بی‌صدا کردنش { "mute <minutes>" } را هم بیفزایید، یا { "/flood off" } را بفرستید. پیام ۲ تا ۱۰۰، ثانیه ۱ تا ۳۶۰۰، دقیقه ۱ تا ۱۴۴۰. برای نمونه: { "/flood 5 10 mute 10" }
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = دقیقه باید بین ۱ تا ۱۴۴۰ باشد
flood-on = کنترل فلود روشن است: پیام‌های یک عضو بیش از { $messages } پیام در { $seconds } ثانیه در یک گفتگو پاک می‌شود. مدیران شما و مدیران گفتگوها هرگز محدود نمی‌شوند. { "/flood off" } آن را خاموش می‌کند.
flood-on-mute = کنترل فلود روشن است: پیام‌های یک عضو بیش از { $messages } پیام در { $seconds } ثانیه در یک گفتگو پاک می‌شود و او به مدت { $mute } بی‌صدا می‌شود. مدیران شما و مدیران گفتگوها هرگز محدود نمی‌شوند. { "/flood off" } آن را خاموش می‌کند.
flood-off = کنترل فلود خاموش است: چیزی شمرده یا پاک نمی‌شود. برای روشن کردنش { "/flood <messages> <seconds>" } را بفرستید.
flood-muted = { $name } به دلیل فرستادن پیام‌های بیش از حد به مدت { $duration } بی‌صدا شد.

## اعضا و مسدودسازی

ban-usage = { "/ban <member_id> [reason]" } را بفرستید، برای نمونه: { "/ban 123456789 spam" }. در گروه، { "/ban" } را در پاسخ به پیام آن عضو بفرستید.
unban-usage = { "/unban <member_id>" } را بفرستید، برای نمونه: { "/unban 123456789" }. در گروه، { "/unban" } را در پاسخ به پیام آن عضو بفرستید.
ban-reason-too-long = دلیل خیلی بلند است: حداکثر { $max } نویسه.
banned = { $who } مسدود شد: دسترسی‌اش لغو شد، از همهٔ گفتگوها بیرون رفت و بیرون می‌ماند و نمی‌تواند چیزی بخرد. { "/unban" } مسدودیت را برمی‌دارد.
already-banned = { $who } از قبل مسدود بود.
banned-in-group = { $who } مسدود است.
unbanned = مسدودیت { $who } برداشته شد: می‌تواند دوباره بخرد. دسترسی‌ای که با مسدودیت لغو شد برنمی‌گردد.
not-banned = { $who } مسدود نیست.
unbanned-in-group = { $who } دیگر مسدود نیست.
members-usage = { "/members <member_id | @username>" } را بفرستید، برای نمونه: { "/members 123456789" } یا { "/members @alice" }
unknown-member = { $who } را نمی‌شناسم: عضو وقتی شناخته می‌شود که ربات را آغاز کند، بپردازد یا طرحی به او داده شود.
member-access =
    دسترسی:
    { $lines }
member-no-access = اکنون دسترسی ندارد.
member-orders =
    آخرین سفارش‌ها:
    { $lines }
member-no-orders = سفارشی ندارد.
ban-line = مسدود از { $since }.
ban-line-reason = مسدود از { $since }: { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = پرداخت‌شده
order-status-refunded = بازپرداخت‌شده

## فایل‌ها

export-queued = فایل اعضا در حال آماده شدن است؛ تا لحظاتی دیگر اینجا می‌رسد.
backup-queued = نسخهٔ پشتیبان در حال آماده شدن است؛ تا لحظاتی دیگر اینجا می‌رسد.
file-caption-members = اعضای شما به‌صورت CSV: در هر برنامهٔ صفحه‌گسترده باز می‌شود.
file-caption-backup = نسخهٔ پشتیبان شما (NDJSON). آن را امن نگه دارید: اعضا و سفارش‌های شما در آن است. برای بازگردانی در جای دیگر: { "tollgate bots import" }
file-too-big-members = فایل اعضا از ۵۰ مگابایت بزرگ‌تر است، بیش از آنچه ربات می‌تواند بفرستد. به‌جای آن از API بگیرید: { "GET /exports/members" } با کلیدی از سطح ۵ یا بالاتر.
file-too-big-backup = نسخهٔ پشتیبان از ۵۰ مگابایت بزرگ‌تر است، بیش از آنچه ربات می‌تواند بفرستد. به‌جای آن از API بگیرید ({ "GET /backup" } با کلیدی از سطح ۶ یا بالاتر) یا روی سرور با { "tollgate bots export" }.

## کوپن‌ها، برای مدیران

coupons-usage = برای فهرست کوپن‌ها { "/coupons" }، برای ساختن یکی { "/coupons new 20% <plan_id>" } (بدون طرح برای همهٔ طرح‌ها)، یا برای ۵ واحد تخفیف به ارز طرح { "/coupons new 5 <plan_id>" } را بفرستید.
coupons-none = هنوز کوپنی نیست. با { "/coupons new 20% <plan_id>" } یکی بسازید.
coupons-list =
    کوپن‌ها (جدیدترها اول):
    { $lines }
coupon-made = کوپن { $code } ساخته شد: { $off } تخفیف روی { $plans }، یک بار برای هر عضو. اعضا آن را با دکمهٔ «کوپن دارم» وارد می‌کنند یا این پیوند را باز می‌کنند: { $link }
coupon-not-made = ساخته نشد: { $reasons }.
coupon-every-plan = همهٔ طرح‌ها
coupon-plans = { $count ->
    [one] طرح { $ids }
   *[other] طرح‌های { $ids }
}
coupon-line = • { $code } — { $off } تخفیف روی { $plans }، { $used } بار استفاده{ $until }، { $duration }
coupon-line-archived = • { $code } — { $off } تخفیف روی { $plans }، { $used } بار استفاده{ $until }، { $duration } (بایگانی‌شده)
coupon-until = ، تا { $date }
coupon-duration-once = یک‌باره
coupon-duration-forever = همیشگی

## آنچه به مالک و مدیران سطح ۷ به بالا گفته می‌شود وقتی پیوند دعوت ساخته نمی‌شود

alert-invite-rights = نمی‌توانم برای { $chat } پیوند دعوت بسازم: آنجا به مجوز «دعوت کاربران» نیاز دارم. اعضایی که پرداخت کرده‌اند منتظر پیوندهایشان هستند.
alert-invite-absent = نمی‌توانم برای { $chat } پیوند دعوت بسازم: عضو آن نیستم (هرگز افزوده نشده‌ام یا بیرونم کرده‌اند). مرا با مجوز «دعوت کاربران» مدیر کنید. اعضایی که پرداخت کرده‌اند منتظر پیوندهایشان هستند.
alert-invite-missing = نمی‌توانم برای { $chat } پیوند دعوت بسازم: پلتفرم می‌گوید این گفتگو وجود ندارد (حذف شده یا شناسه‌اش عوض شده). شناسهٔ گفتگو را در Tollgate بررسی کنید. اعضایی که پرداخت کرده‌اند منتظر پیوندهایشان هستند.
alert-invite-other = نمی‌توانم برای { $chat } پیوند دعوت بسازم: پلتفرم نپذیرفت ({ $detail }). اعضایی که پرداخت کرده‌اند منتظر پیوندهایشان هستند.

## آنچه سرویس نپذیرفت

refusal-code-unknown = این کد معتبر نیست. آن را بررسی کنید و دوباره امتحان کنید.
refusal-code-used-up = ظرفیت کد { $code } تمام شده است. کد تازه‌ای بخواهید.
refusal-code-expired = کد { $code } در { $date } منقضی شد. کد تازه‌ای بخواهید.
refusal-code-plan-gone = کد { $code } برای طرحی است که دیگر ارائه نمی‌شود. کد تازه‌ای بخواهید.
refusal-trial-used = شما قبلاً { $plan } را داشته‌اید: دورهٔ آزمایشی آن فقط برای اعضای تازه است.
refusal-holds-plan = { $member } همین حالا { $plan } را دارد. به‌جای آن تاریخ پایان همان اشتراک را تغییر دهید.
refusal-plan-unknown = این ربات طرح { $plan } را ندارد. برای دیدن شناسهٔ طرح‌ها ‎/plans را بفرستید.
refusal-plan-archived = طرح { $plan } بایگانی شده و دیگر نمی‌توان آن را اعطا کرد.
refusal-member-banned = { $member } مسدود است: تا رفع مسدودیت چیزی نمی‌توان به او اعطا کرد یا فروخت (‎/unban { $member }).
refusal-not-member = { $member } هنوز عضو این ربات نیست: هر کس ربات را شروع کند، پرداخت کند یا طرحی دریافت کند عضو می‌شود.
refusal-ban-owner = { $member } مالک ربات است و نمی‌توان او را مسدود کرد.
refusal-ban-admin = { $member } مدیر این ربات است (سطح { $level }). پیش از مسدود کردن، او را از مدیری بردارید.
