# Botun Türkçe sözleri. en.ftl ile aynı mesajlar ve değişkenler.

## Botun profili

bot-description = Bu bot özel gruplara ve kanallara erişim satar. Paketleri görmek için /start gönderin, Telegram Stars ya da kartla ödeyin ve kişisel davet bağlantılarınızı hemen burada alın.
bot-short-description = Özel gruplara erişim: bir paket seçin, ödeyin, davet bağlantılarınızı alın.

## Komut menüsü

command-start = Paketler ve erişiminiz
command-redeem = Erişim kodu kullan
command-cancel = Devam eden soruları durdur
command-help = Burada neler yapabilirsiniz
command-language = Dilinizi seçin
command-dashboard = Panele giriş bağlantısı
command-stats = Bugünün ve bu ayın geliri ve satışları
command-plans = Paketler: fiyat, süre, aktif abonelikler
command-analytics = Şu anki MRR, kayıp oranı, LTV ve denemeler
command-broadcast = Erişimi olan tüm üyelere mesaj gönder
command-pause = Satışları duraklat: yeni satış olmaz, erişim sürer
command-resume = /pause sonrası satışları sürdür
command-flood = Flood koruması: /flood <mesaj> <saniye> [mute <dakika>], /flood off
command-grant = Bir üyeye paket ver: /grant <member_id> <plan_id>
command-members = Bir üyenin erişimi ve siparişleri: /members <member_id veya @kullanıcıadı>
command-ban = Bir üyeyi engelle: /ban <member_id> [neden]
command-unban = Engeli kaldır: /unban <member_id>
command-export = Üyeler tablo dosyası olarak (CSV)
command-coupons = Kuponlar: liste ya da /coupons new 20% <plan_id>
command-backup = Botun dosya olarak yedeği

## Diller

language-choose = Dilinizi seçin:
language-chosen = Tamam: bundan sonra sizinle Türkçe konuşacağım.

## Biçimlendirme

day-never = hiçbir zaman (ömür boyu erişim)
length-life = ömür boyu
length-until = { $date } tarihine kadar
length-years = { $n } yıl
length-months = { $n } ay
length-days = { $n } gün
duration-seconds = { $n } sn
duration-minutes = { $n } dakika
duration-hours = { $h } sa
duration-hours-minutes = { $h } sa { $m } dk
plan-fallback = paket { $id }

## Üyenin menüsü ve erişimi

welcome = Merhaba! Erişim için bir paket seçin:
welcome-named = Merhaba { $name }! Erişim için bir paket seçin:
nothing-to-sell = Şu anda burada satın alınacak bir şey yok.
your-access =
    Erişiminiz:
    { $lines }
access-line = • { $plan } — { $ends } tarihine kadar
links = Hazırsınız! Katılmak için dokunun (her bağlantı yalnızca sizi içeri alır).
links-until = Hazırsınız! Katılmak için dokunun (her bağlantı yalnızca sizi içeri alır). Erişim { $ends } tarihine kadar.
renewed = Teşekkürler! { $plan } artık { $ends } tarihine kadar geçerli.
ended = { $plan } ile erişiminiz sona erdi. Yenilemek için /start gönderin.
expiring = { $plan } ile erişiminiz { $ends } tarihinde sona eriyor. Yenilemek için /start gönderin.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = Abone ol: { $plan } — ayda { $price }
trial-button = Ücretsiz denemeyi başlat: { $plan }
trial-started = { $plan } ücretsiz denemeniz { $ends } tarihine kadar sürüyor. Bağlantılarınız geliyor.
trial-unavailable = Bu deneme sizin için kullanılamıyor.
subscribe-link = Abone olmak için bağlantıyı açın (iptal edene kadar her ay yenilenir):
invoice-description = { $length } erişim
invoice-description-coupon = { $length } erişim, { $code } kuponuyla
invoice-description-life = Ömür boyu erişim
invoice-description-life-coupon = Ömür boyu erişim, { $code } kuponuyla
foreign-invoice = Bu fatura başka bir üye için hazırlandı; kendi faturanızı almak için /start gönderin.
price-changed = Bu paketin fiyatı değişti; güncel fiyatı görmek için /start gönderin.
not-sold-here = Bu paket burada satın alınamaz.
sales-paused = Satışlar şimdilik duraklatıldı: yeni bir şey satın alınamaz. Erişiminiz varsa her zamanki gibi sürer; daha sonra /start gönderin.
pay-by-card = Güvenli ödeme sayfasında kartla ödeyin; ödeme geçer geçmez bağlantılarınız gelir.
card-button = Kartla öde
redeem-usage = /redeem ve ardından kodunuzu gönderin, örneğin: /redeem K7PQ2MX9TA
redeemed = Kod kabul edildi: { $plan }, { $ends } tarihine kadar. Bağlantılarınız geliyor.
referred = Hoş geldiniz! Sizi bir üye davet etti.
not-understood = Bunu anlayamadım. Paketleri görmek için /start, neler yapabildiğimi görmek için /help gönderin.

## Bir paketin neden alınamadığı

refusal-no-plan = Bu paket artık yok.
refusal-no-longer-sold = Bu paket artık satılmıyor.
refusal-banned = Burada hiçbir şey satın alamaz ya da kullanamazsınız: sahibi sizi engelledi.
refusal-token-only = Bu paket yalnızca erişim koduyla alınabilir.
refusal-credit-only = Bu paket yalnızca bakiyeyle ödenebilir.
refusal-newcomers = Bu paket yalnızca yeni üyeler için.
refusal-returning = Bu paket yalnızca daha önce abone olmuş üyeler için.
refusal-invitee-only = Bu paket yalnızca başka bir üyenin davet ettiği üyeler için.
refusal-used-up = Bu paketi izin verilen sayıda zaten aldınız.

## Üyeler için kuponlar

coupon-button = Kuponum var
ask-coupon = Kupon kodunuzu gönderin.
coupon-placeholder = Kupon kodu
coupon-applied = { $code } kuponu kabul edildi: { $off } indirim. Bir paket seçin:
coupon-buy-button = { $plan } — { $now } (önceki fiyat { $was })
coupon-fits-nothing = { $code } kuponu burada alabileceğiniz hiçbir pakete uygulanmıyor.
coupon-unknown = Bu kupon kodu geçerli değil; kontrol edip yeniden deneyin.
coupon-archived = { $code } kuponu artık geçerli değil.
coupon-expired = { $code } kuponunun süresi { $date } tarihinde doldu.
coupon-used-up = { $code } kuponu tükendi.
coupon-used-by-you = { $code } kuponunu zaten kullandınız.
coupon-not-for-plan = { $code } kuponu bu pakete uygulanmıyor.
coupon-not-for-renewals = { $code } kuponu yalnızca ilk ödeme için geçerli; bu paket ise her ay abone olduğunuz fiyattan yenilenir.

## Formlar

form-intro = Ödemeden önce birkaç soru. İstediğiniz an durdurmak için /cancel gönderin.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (isteğe bağlı)
skip-button = Atla
form-thanks = Teşekkürler, yanıtlarınız kaydedildi.
form-cancelled = Durduruldu: yanıtlarınız saklanmadı. Paketleri yeniden görmek istediğinizde /start gönderin.
form-abandoned = Sorular durduruldu: yanıtlarınız saklanmadı.
nothing-to-cancel = İptal edilecek bir şey yok.
form-stale-button = Bu soru artık açık değil.
form-refused-empty = Lütfen bir yanıt gönderin.
form-refused-too-long = Bu yanıt çok uzun: lütfen en fazla 1.000 karakter.
form-refused-email = Bu bir e-posta adresine benzemiyor; lütfen ad@ornek.com gibi bir adres gönderin.
form-refused-number = Lütfen 12 ya da 12,5 gibi bir sayı gönderin.
form-refused-choice = Lütfen düğmelerden birine dokunun.
form-refused-not-text = Lütfen bir metin mesajıyla yanıt verin.

## Asla sessiz kalmayız

payment-not-started = Üzgünüz, ödeme başlatılamadı ({ $reason }). Lütfen daha sonra yeniden deneyin ya da sahibiyle iletişime geçin.
invoice-refused = platform faturayı reddetti
invoice-price-refused = platform bu paketin fiyatını kabul etmiyor
checkout-refused = kartla ödeme sayfası açılamadı
links-refused = Erişiminiz kaydedildi; sahibine haber verildi. { $chats } için davet { $count ->
    [one] bağlantınızı
   *[other] bağlantılarınızı
} henüz oluşturamadım; almak için daha sonra /start gönderin.
links-partly =
    { $links }

    { $chats } için davet bağlantınızı henüz oluşturamadım. Erişiminiz kaydedildi; sahibine haber verildi; almak için daha sonra /start gönderin.

## Yöneticiler

not-admin = Bu komut botun yöneticileri içindir.
help =
    Komutlar:
    { $lines }
broadcast-usage = /broadcast ve ardından mesajı gönderin, örneğin: /broadcast Yeni sinyaller 18:00'de
broadcast-queued = Toplu mesaj sıraya alındı; platformun sınırları içinde erişimi olan her üyeye gider.
grant-usage = /grant <member_id> <plan_id> gönderin, örneğin: /grant 123456789 2
granted = { $plan }, { $member } için { $ends } tarihine kadar verildi.
stats =
    Satışlar:
    { $lines }
stats-today = Bugün: { $revenue } ({ $sales } satış)
stats-month = Bu ay: { $revenue } ({ $sales } satış)
plans =
    Paketler:
    { $lines }
plans-more =
    Paketler:
    { $lines }
    …ve { $more } tane daha: panele bakın.
plan-line = #{ $id } { $plan } — { $price }, { $length } — { $live } aktif
plan-line-archived = #{ $id } { $plan } — { $price }, { $length } — { $live } aktif (arşivde)
no-plans = Henüz paket yok. Panelde ya da POST /plans ile bir tane oluşturun.
paused = Satışlar duraklatıldı: üyeler erişimlerini görür ama paket görmez; fatura ya da kartla ödeme oluşturulmaz. Yenilemeler, kodlar ve erişim sürer. Yeniden satmak için /resume gönderin.
already-paused = Satışlar zaten duraklatılmıştı. Yeniden satmak için /resume gönderin.
resumed = Satışlar yeniden açıldı: üyeler paketleri görür ve yeniden ödeme yapabilir.
not-paused = Satışlar duraklatılmamıştı; üyeler her zamanki gibi satın alabilir.
analytics =
    Şu anki yinelenen gelir:
    { $lines }
    Hareketler ve kohortlar panelde (/dashboard).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr }), { $paying } ödeme yapan{ $arpu }, 30 günlük kayıp { $churn }{ $ltv }
analytics-arpu = , ARPU { $amount }
analytics-ltv = , LTV { $amount }
analytics-trials = Denemeler: { $active } aktif; son 90 günde { $started } başladı, { $converted } ödemeye dönüştü ({ $rate })
sign-in-link =
    Panele giriş bağlantınız. 10 dakika içinde bir kez çalışır; kimseye iletmeyin:
    { $link }

## Flood koruması

flood-usage = Bir üyenin bir sohbette o kadar saniyede o kadar mesajın üstünde gönderdiklerini silmek için /flood <mesaj> <saniye> gönderin; susturmak için mute <dakika> ekleyin ya da /flood off gönderin. Mesaj 2–100, saniye 1–3600, dakika 1–1440. Örneğin: /flood 5 10 mute 10
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = dakika 1 ile 1440 arasında olmalı
flood-on = Flood koruması açık: bir üyenin bir sohbette { $seconds } sn içinde { $messages } mesajı aşan mesajları silinir. Yöneticileriniz ve sohbetlerin yöneticileri hiçbir zaman sınırlanmaz. /flood off korumayı kapatır.
flood-on-mute = Flood koruması açık: bir üyenin bir sohbette { $seconds } sn içinde { $messages } mesajı aşan mesajları silinir ve üye { $mute } boyunca susturulur. Yöneticileriniz ve sohbetlerin yöneticileri hiçbir zaman sınırlanmaz. /flood off korumayı kapatır.
flood-off = Flood koruması kapalı: hiçbir şey sayılmaz ya da silinmez. Açmak için /flood <mesaj> <saniye> gönderin.
flood-muted = { $name }, çok fazla mesaj gönderdiği için { $duration } boyunca susturuldu.

## Üyeler ve engeller

ban-usage = /ban <member_id> [neden] gönderin, örneğin: /ban 123456789 spam. Bir grupta üyenin mesajına /ban ile yanıt verin.
unban-usage = /unban <member_id> gönderin, örneğin: /unban 123456789. Bir grupta üyenin mesajına /unban ile yanıt verin.
ban-reason-too-long = Neden çok uzun: en fazla { $max } karakter.
banned = { $who } engellendi: erişimi iptal edildi, tüm sohbetlerden çıkarıldı ve dışarıda tutulur; hiçbir şey satın alamaz. /unban engeli kaldırır.
already-banned = { $who } zaten engelliydi.
banned-in-group = { $who } engellendi.
unbanned = { $who } için engel kaldırıldı: yeniden satın alabilir. Engelin iptal ettiği erişim geri verilmez.
not-banned = { $who } engelli değil.
unbanned-in-group = { $who } artık engelli değil.
members-usage = /members <member_id veya @kullanıcıadı> gönderin, örneğin: /members 123456789 ya da /members @alice
unknown-member = { $who } kişisini tanımıyorum: bir üye botu başlattığında, ödeme yaptığında ya da kendisine paket verildiğinde tanınır.
member-access =
    Erişim:
    { $lines }
member-no-access = Şu anda erişim yok.
member-orders =
    Son siparişler:
    { $lines }
member-no-orders = Sipariş yok.
ban-line = { $since } tarihinden beri engelli.
ban-line-reason = { $since } tarihinden beri engelli: { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = ödendi
order-status-refunded = iade edildi

## Dosyalar

export-queued = Üye dosyası hazırlanıyor; birazdan burada olacak.
backup-queued = Yedek hazırlanıyor; birazdan burada olacak.
file-caption-members = Üyeleriniz CSV olarak: her tablo programında açılır.
file-caption-backup = Yedeğiniz (NDJSON). Güvenli bir yerde saklayın: üyelerinizi ve siparişlerinizi içerir. Başka bir yerde geri yüklemek için: tollgate bots import.
file-too-big-members = Üye dosyası 50 MB'ı aşıyor; bu, bir botun gönderebileceğinden fazla. Bunun yerine API ile indirin: GET /exports/members, 5 ya da daha yüksek seviyeli bir anahtarla.
file-too-big-backup = Yedek 50 MB'ı aşıyor; bu, bir botun gönderebileceğinden fazla. Bunun yerine API ile (GET /backup, 6 ya da daha yüksek seviyeli bir anahtarla) ya da sunucuda tollgate bots export ile indirin.

## Yöneticiler için kuponlar

coupons-usage = Kuponları listelemek için /coupons, bir kupon oluşturmak için /coupons new 20% <plan_id> (paket yazmazsanız tüm paketler için geçerli) ya da paketin para biriminde 5 indirim için /coupons new 5 <plan_id> gönderin.
coupons-none = Henüz kupon yok. /coupons new 20% <plan_id> ile bir tane oluşturun.
coupons-list =
    Kuponlar (en yeniler önce):
    { $lines }
coupon-made = { $code } kuponu oluşturuldu: { $plans } için { $off } indirim, üye başına bir kez. Üyeler kuponu “Kuponum var” düğmesiyle girer ya da { $link } bağlantısını açar
coupon-not-made = Oluşturulmadı: { $reasons }.
coupon-every-plan = tüm paketler
coupon-plans = { $count ->
    [one] { $ids } numaralı paket
   *[other] { $ids } numaralı paketler
}
coupon-line = • { $code } — { $plans } için { $off } indirim, { $used } kullanıldı{ $until }, { $duration }
coupon-line-archived = • { $code } — { $plans } için { $off } indirim, { $used } kullanıldı{ $until }, { $duration } (arşivde)
coupon-until = , { $date } tarihine kadar
coupon-duration-once = bir kez
coupon-duration-forever = süresiz

## Davet bağlantıları oluşturulamadığında sahibine ve 7+ seviye yöneticilere söylenen

alert-invite-rights = { $chat } için davet bağlantısı oluşturamıyorum: orada “Kullanıcı davet etme” yetkisine ihtiyacım var. Ödeme yapan üyeler bağlantılarını bekliyor.
alert-invite-absent = { $chat } için davet bağlantısı oluşturamıyorum: o sohbetin üyesi değilim (hiç eklenmedim ya da çıkarıldım). Beni “Kullanıcı davet etme” yetkisiyle yönetici olarak ekleyin. Ödeme yapan üyeler bağlantılarını bekliyor.
alert-invite-missing = { $chat } için davet bağlantısı oluşturamıyorum: platform bu sohbetin olmadığını söylüyor (silinmiş ya da kimliği değişmiş). Tollgate'teki chat id'sini kontrol edin. Ödeme yapan üyeler bağlantılarını bekliyor.
alert-invite-other = { $chat } için davet bağlantısı oluşturamıyorum: platform reddetti ({ $detail }). Ödeme yapan üyeler bağlantılarını bekliyor.

## Hizmetin reddettikleri

refusal-code-unknown = Bu kod geçerli değil. Kontrol edip yeniden deneyin.
refusal-code-used-up = { $code } kodunun kullanım hakkı dolmuş. Yeni bir kod isteyin.
refusal-code-expired = { $code } kodunun süresi { $date } tarihinde doldu. Yeni bir kod isteyin.
refusal-code-plan-gone = { $code } kodu artık sunulmayan bir plana ait. Yeni bir kod isteyin.
refusal-trial-used = { $plan } planını daha önce kullandınız: deneme süresi yalnızca yeni üyeler için.
refusal-holds-plan = { $member } zaten { $plan } planına sahip. Bunun yerine o aboneliğin bitiş tarihini değiştirin.
refusal-plan-unknown = Bu botta { $plan } numaralı plan yok. Plan numaralarını görmek için /plans gönderin.
refusal-plan-archived = { $plan } numaralı plan arşivlendi ve artık verilemez.
refusal-member-banned = { $member } engelli: engeli kaldırılana kadar ona hiçbir şey verilemez ya da satılamaz (/unban { $member }).
refusal-not-member = { $member } henüz bu botun üyesi değil: botu başlatan, ödeme yapan ya da plan verilen kişi üye olur.
refusal-ban-owner = { $member } botun sahibi, engellenemez.
refusal-ban-admin = { $member } bu botun yöneticisi (seviye { $level }). Engellemeden önce yöneticilikten çıkarın.
