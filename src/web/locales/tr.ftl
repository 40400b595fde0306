# Tollgate panelinin Türkçesi. en.ftl ile aynı iletiler ve değişkenler (test/web/locales.test.ts).
# Değişkenlere ek getirilmez ("{ $id } numaralı abonelik"): sayılar ve adlar olduğu gibi kalır.

## Çerçeve: giriş, üst bilgi, gezinme, dil menüsü

page-title = { $screen } · Tollgate
sign-in-title = Giriş · Tollgate
signing-in = Giriş yapılıyor…
session-ended = Oturumunuz sona erdi (çıkış yapıldı, süresi doldu veya anahtarı iptal edildi); yeniden giriş yapın.
link-refused = Bu giriş bağlantısı zaten kullanılmış veya süresi dolmuş; bota yeniden /dashboard gönderin.
sign-in-refused = Bu Bot kimliği ve API anahtarı etkin bir anahtarla eşleşmiyor; ikisini de kontrol edin.
sign-in-admins = Yöneticiler: bota özel sohbette { $command } gönderin ve yanıt olarak gelen bağlantıyı açın.
sign-in-keys = Ya da Bot kimliğiniz ve bir API anahtarıyla giriş yapın: { $command } ile oluşturulan ya da giriş yaptıktan sonra Anahtarlar bölümünde oluşturulan bir anahtar.
sign-in-bot-id = Bot kimliği
sign-in-api-key = API anahtarı
sign-in-api-key-hint = Yalnızca bu tarayıcı sekmesinde tutulur; sekmeyi kapatınca oturumunuz kapanır.
sign-in = Giriş yap
skip-to-content = İçeriğe geç
header-bot = Bot { $bot } · seviye { $level }
sign-out = Çıkış yap
sections = Bölümler
language = Dil
screen-needs = { $screen } bölümü için seviye { $needed } gerekir; sizin seviyeniz { $level }.
not-shown-part = { $screens } (seviye { $level })
not-shown = Seviyenizde ({ $level }) gösterilmeyenler: { $parts }.

screen-overview = Genel bakış
screen-analytics = Analiz
screen-orders = Siparişler
screen-plans = Planlar
screen-chats = Sohbetler
screen-projects = Projeler
screen-members = Üyeler
screen-subscriptions = Abonelikler
screen-coupons = Kuponlar
screen-forms = Formlar
screen-codes = Erişim kodları
screen-commands = Komutlar
screen-texts = Metinler
screen-admins = Yöneticiler
screen-activity = Etkinlik
screen-webhooks = Webhook’lar
screen-keys = Anahtarlar
screen-settings = Ayarlar

## Ortak parçalar

try-again = Yeniden dene
working = İşleniyor…
cancel = İptal
save = Kaydet
copy = Kopyala
copied = Kopyalandı
loading = Yükleniyor…
list-separator = {", "}
never = hiçbir zaman
none = yok
so-far = (şimdiye kadar)
needs = { $what }: seviye { $needed } gerekir; sizin seviyeniz { $level }.
zone-hint = Botun saat diliminde ({ $zone }).
zone-hint-unknown = Botun saat diliminde.
level-option = { $level } · { $powers }
level-2 = flood denetimi
level-3 = analiz ve toplu mesajlar
level-4 = sohbetler, yasaklar ve planlar
level-5 = dışa aktarmalar
level-6 = yedekler, kuponlar ve formlar
level-7 = üyeler ve projeler
level-8 = her şey
plan-field = Plan
plan-fallback = Plan { $id }

length-lifetime = ömür boyu
length-until = { $date } tarihine kadar
length-years = { $count } yıl
length-months = { $count } ay
length-weeks = { $count } hafta
length-days = { $count } gün

## Tablolarda abonelikler

column-subscription = Abonelik
column-member = Üye
column-plan = Plan
column-state = Durum
column-source = Kaynak
column-ends = Bitiş
column-problem = Sorun
column-actions = İşlemler
subscription-state = { $state ->
    [active] etkin
    [canceled] iptal edildi
    [expired] süresi doldu
    [revoked] geri alındı
   *[other] { $state }
}
subscription-state-trial = { $state } (deneme)
subscription-state-recurring = { $state }, yinelenen
subscription-source = { $source ->
    [payment] ödeme
    [trial] deneme
    [code] kod
    [grant] elle verildi
   *[other] { $source }
}
subscription-ended = Sona erdi
subscription-new-end = { $id } numaralı aboneliğin yeni bitişi
subscription-new-end-hint = { $zone } Boş: ömür boyu.
subscription-save-end = Bitişi kaydet
subscription-change-end-of = Bitişi değiştir: { $id } numaralı abonelik
subscription-change-end = Bitişi değiştir
subscription-cancel-renewals = { $id } numaralı aboneliğin yenilemelerini iptal et
subscription-cancel-renewals-question = Yenilemeler durdurulsun mu? Erişim, ödenmiş sürenin sonuna kadar sürer.
subscription-stop-renewals = Yenilemeleri durdur
subscription-revoke = { $id } numaralı aboneliği geri al
subscription-revoke-question = { $id } numaralı abonelik geri alınsın mı? { $member } erişimini hemen kaybeder ve sohbetlerden çıkarılır.
revoke = Geri al
member-fallback = Üye { $id }

## Grafikler ve kohortlar

chart-period = Dönem
chart-revenue = Gelir
chart-sales = Satışlar
chart-revenue-axis = Gelir ({ $currency })
movements-axis = MRR değişimi ({ $currency })
movement-new = Yeni
movement-reactivation = Yeniden etkinleşme
movement-expansion = Genişleme
movement-contraction = Daralma
movement-churned = Kayıp
movement-net = Net değişim
cohorts-caption = İlk ödemelerinin ayına göre ödemeye devam eden üyeler
cohorts-cohort = Kohort
cohorts-members = Üyeler
cohorts-month = Ay { $month }
cohorts-cell = { $members } üyeden { $count } tanesi { $month }. ayın sonunda hâlâ ödüyor ({ $percent })
cohorts-cell-now = { $members } üyeden { $count } tanesi şu an hâlâ ödüyor ({ $percent })

## Genel bakış

overview-today = Bugün
overview-this-month = Bu ay
overview-members = Erişimi olan üyeler
overview-ending = 7 gün içinde bitenler
overview-no-sales = Satış yok
overview-money = { $amount } · { $sales } satış
overview-card-needs = Seviye { $needed } gerekir; sizin seviyeniz { $level }.
overview-loading-totals = Toplamlar yükleniyor…
overview-loading-revenue = Gelir yükleniyor…
overview-revenue = Gelir
overview-period = Dönem
overview-day = Gün
overview-month = Ay
overview-year = Yıl
overview-periods = Dönem sayısı
overview-currency = Para birimi
overview-no-sales-yet = { $unit ->
    [day] Bu günlerde henüz satış yok.
    [month] Bu aylarda henüz satış yok.
   *[year] Bu yıllarda henüz satış yok.
}
overview-chart = { $unit ->
    [day] Günlük { $currency } geliri, { $from } – { $to }: toplam { $total } satış. Tüm sayılar aşağıdaki tabloda.
    [month] Aylık { $currency } geliri, { $from } – { $to }: toplam { $total } satış. Tüm sayılar aşağıdaki tabloda.
   *[year] Yıllık { $currency } geliri, { $from } – { $to }: toplam { $total } satış. Tüm sayılar aşağıdaki tabloda.
}
overview-table = { $unit ->
    [day] Günlük { $currency } geliri ve satışlar
    [month] Aylık { $currency } geliri ve satışlar
   *[year] Yıllık { $currency } geliri ve satışlar
}

## Analiz

analytics-loading = Yinelenen gelir yükleniyor…
analytics-loading-cohorts = Kohortlar yükleniyor…
analytics-recurring = Yinelenen gelir
analytics-recurring-none = Henüz yinelenen gelir yok. MRR, kayıp ve hareketleri, bir üye bitişi olan bir planın ücretini ödediğinde görünür (ömür boyu erişim, elle verilen erişim, denemeler ve erişim kodları yinelenen gelir getirmez).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Ödeme yapan üyeler
analytics-arpu = ARPU
analytics-arpu-none = şu an kimse ödemiyor
analytics-churn = Kayıp oranı, son 30 gün
analytics-ltv = LTV
analytics-ltv-none = bölünecek kayıp yok
analytics-nobody-pays = Şu an kimse { $currency } ile ödemiyor, 30 gün önce de ödeyen yoktu.
analytics-movements = MRR hareketleri
analytics-no-mrr = Son { $months } ayda { $currency } cinsinden MRR yok.
analytics-mrr-start = Başlangıç MRR
analytics-mrr-end = Bitiş MRR
analytics-movements-table = Aylık { $currency } MRR hareketleri
analytics-movements-chart = Aylık { $currency } MRR hareketleri, { $from } – { $to }: MRR { $start } değerinden { $end } değerine geçti; toplamda yeni { $new }, yeniden etkinleşme { $reactivation }, genişleme { $expansion }, daralma { $contraction } ve kayıp { $churned }. Tüm sayılar aşağıdaki tabloda.
analytics-trials = Ücretsiz denemeler
analytics-trials-none = Son 90 günde ücretsiz deneme yok. Denemesi olan bir plan (Planlar), üyelerin ödemeden önce denemesini sağlar.
analytics-trials-active = Süren denemeler
analytics-trials-started = Başlayan, son 90 gün
analytics-trials-converted = Dönüşen
analytics-trials-rate = Dönüşüm oranı
analytics-cohorts = Kohortlar
analytics-cohorts-none = Henüz ödeme yapan üye yok: her ayın yeni ödeme yapan üyeleri ve aydan aya kaçının ödemeye devam ettiği burada görünür.

## Etkinlik

any = Tümü
show = Göster
activity-filter = Değişiklikleri süz
activity-made-by = Yapan
activity-anyone = Herkes
activity-by-keys = API anahtarları
activity-by-admins = Yöneticiler
activity-by-members = Üyeler
activity-by-system = Sistem
activity-change = Değişiklik
activity-who-hint = Kim: bir API anahtarı, bir yönetici (giriş yapmış ya da botta bir komutla), botta işlem yapan bir üye veya sistem (abonelik saati, Telegram, Stripe, komut satırı).
activity-loading = Değişiklikler yükleniyor…
activity-more = Daha fazla değişiklik
activity-empty = Eşleşen değişiklik yok.
activity-caption = Değişiklikler, en yenisi önce
activity-when = Ne zaman
activity-who = Kim
actor-key = anahtar { $id }
actor-admin = yönetici { $id }
actor-member = üye { $id }
actor-system = sistem
subject-order = Sipariş { $order }
subject-subscription = Abonelik { $subscription }, üye { $member }
subject-member = Üye { $member }, sohbet { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (plan { $plan })
subject-admin = Yönetici { $admin }: seviye { $level }
subject-form = { $name } (form { $form }), üye { $member }
change-order-paid = Sipariş ödendi
change-order-refunded = Sipariş iade edildi
change-subscription-started = Abonelik başladı
change-subscription-renewed = Abonelik uzatıldı
change-subscription-canceled = Yenileme durduruldu
change-subscription-expiring = Hatırlatma: erişim yakında bitiyor
change-subscription-expired = Aboneliğin süresi doldu
change-subscription-revoked = Abonelik geri alındı
change-member-joined = Üye bir sohbete katıldı
change-member-removed = Üye bir sohbetten ayrıldı
change-member-muted = Üye flood nedeniyle susturuldu
change-member-banned = Üye yasaklandı
change-member-unbanned = Üyenin yasağı kaldırıldı
change-chat-added = Sohbet eklendi
change-chat-removed = Sohbet kaldırıldı
change-plan-created = Plan oluşturuldu
change-plan-updated = Plan değiştirildi
change-admin-added = Yönetici eklendi
change-admin-updated = Yöneticinin seviyesi değişti
change-admin-removed = Yönetici kaldırıldı
change-form-submitted = Form yanıtlandı
change-command-changed = Komut kaydedildi
change-command-deleted = Komut silindi
change-text-changed = Metin değiştirildi
change-text-deleted = Metin geri yüklendi

## Ortak listeler ve formlar

remove = Kaldır
delete = Sil
archive = Arşivle
edit = Düzenle
column-used = Kullanım
column-expires = Bitiş
column-name = Ad
column-plans = Planlar
column-created = Oluşturulma
count-of = { $count } / { $total }
valid-until = Geçerlilik sonu
valid-until-hint = { $zone } Boş: süresi dolmaz.

## Yöneticiler

admins-owner = 8 · sahip (sabit)
admins-level-of = Seviye: { $admin }
admins-remove = Yöneticiyi kaldır: { $admin }
admins-remove-question = { $admin } botun yöneticilerinden kaldırılsın mı?
admins-what = Yönetici eklemek, değiştirmek veya kaldırmak
admins-below = Seviye { $level } olarak, seviye { $level } altındaki yöneticileri yönetir ve onlara en fazla seviye { $most } verebilirsiniz.
admins-add = Yönetici ekle
admins-user-id = Yöneticinin Telegram kullanıcı kimliği
admins-level = Seviye
admins-add-button = Yönetici ekle
admins-loading = Yöneticiler yükleniyor…
admins-more = Daha fazla yönetici
admins-empty = Yönetici yok.
admins-caption = Yöneticiler ve seviyeleri
admins-admin = Yönetici

## Sohbetler

chats-add = Sohbet ekle
chats-id = Sohbet kimliği
chats-id-hint = Grubun veya kanalın Telegram kimliği, örneğin -1001234567890.
chats-name = Ad
chats-type = Tür
chats-supergroup = Süper grup
chats-group = Grup
chats-channel = Kanal
chat-type = { $type ->
    [supergroup] süper grup
    [group] grup
    [channel] kanal
   *[other] { $type }
}
chats-add-button = Sohbeti ekle
chats-rename = Yeniden adlandır
chats-rename-chat = Yeniden adlandır: { $name }
chats-new-name = Yeni ad: { $name }
chats-remove = Kaldır: { $name }
chats-remove-question = { $name } kaldırılsın mı? Planlar artık bu sohbete erişim vermez; içerideki üyeler kalır.
chats-what = Sohbet eklemek, yeniden adlandırmak veya kaldırmak
chats-heading = Botun sohbetleri
chats-loading = Sohbetler yükleniyor…
chats-more = Daha fazla sohbet
chats-empty = Henüz sohbet yok: erişimini sattığınız grupları ve kanalları ekleyin.

## Erişim kodları

codes-new = Yeni erişim kodları
codes-count = Kod sayısı
codes-uses = Kod başına kullanım
codes-create = Kodları oluştur
codes-made = Yeni kodlar
codes-copy = Kodu kopyala: { $code }
codes-heading = Kodlar
codes-loading = Kodlar yükleniyor…
codes-more = Daha fazla kod
codes-empty = Henüz kod yok.
codes-caption = Erişim kodları, en yenisi önce
codes-code = Kod
codes-delete = Kodu sil: { $code }
codes-delete-question = { $code } silinsin mi? Artık kullanılamaz; verdiği erişim sürer.

## Komutlar

commands-new = Yeni komut
commands-edit = Düzenle: /{ $name }
commands-command = Komut
commands-command-hint = Üyelerin eğik çizgiden sonra yazdığı: a–z, 0–9 ve _, örneğin faq. Kullanılan bir ad değiştirilir.
commands-answer = Yanıt
commands-answer-hint = Düz metin, en fazla 4.096 karakter.
commands-description = Menü açıklaması
commands-description-hint = Menüde komutun yanında görünür. Boş: yanıtın ilk satırı.
commands-listed = Üyelerin komut menüsünde listelensin
commands-translations = Çeviriler
commands-translations-hint = Telegram uygulaması o dilde olan üyeler bunun yerine bu yanıtı alır (es, es-MX için de geçerlidir).
commands-language-code = Dil kodu
commands-translated-answer = O dildeki yanıt
commands-remove-translation = Çeviriyi kaldır
commands-add-translation = Çeviri ekle
commands-save = Komutu kaydet
commands-saved = /{ $name } kaydedildi.
commands-delete = Sil: /{ $name }
commands-delete-question = /{ $name } silinsin mi? Bot artık yanıt vermez ve komut menüden kalkar.
commands-what = Komut eklemek, değiştirmek veya silmek
commands-loading = Komutlar yükleniyor…
commands-empty = Henüz komut yok: üyelerin sık sorduğu şeylere yanıt ekleyin, örneğin /faq veya /rules.
commands-caption = Özel komutlar, ada göre
commands-in-menu = Menüde
commands-in-menu-first-line = evet (yanıtın ilk satırı)
commands-in-menu-no = hayır

## Metinler

texts-intro = Botun söylediği her şey, tüm dillerinde. Bir mesajı kendi tarzınızda söylemek için değiştirin: metniniz yalnızca o dilde, her örnekte 10 saniye içinde hazır metnin yerini alır.
texts-what = Botun metinlerini değiştirme
texts-language = Metinlerin dili
texts-find = Bul
texts-only-yours = Yalnızca değiştirdiğim mesajlar
texts-loading = Metinler yükleniyor…
texts-caption = Botun metinleri ({ $language }): { $shown } / { $all }
texts-message = Mesaj
texts-shipped = Hazır metin
texts-yours = Sizin metniniz
texts-yours-hint = Gereken değişkenleri hazır metindeki gibi yazılmış olarak koruyun; önizleme her birinin nereye geleceğini gösterir.
texts-as-shipped = hazır haliyle
texts-edit = { $id } düzenle
texts-view = { $id } aç
texts-open = Aç
texts-close = Kapat
texts-variables = Değişkenler: { $variables }
texts-no-variables = Bu mesajda değişken yok.
texts-preview = Önizleme
texts-preview-hint = Örnek değerler: ⟨ad⟩ bir değerin geleceği yeri gösterir; sayılar 2’dir.
texts-preview-empty = Burada görmek için bir metin yazın.
texts-preview-syntax = Bu henüz geçerli Fluent değil: her süslü parantezin kapandığından emin olun.
texts-preview-variable = Bu mesajda “{ $name }” değişkeni yok.
texts-save = Metni kaydet
texts-saved = { $id } kaydedildi. Bot 10 saniye içinde bunu söylemeye başlar.
texts-restore = Hazır metni geri yükle
texts-restored = { $id } yeniden hazır metne döndü.
texts-none-yours = Bu dilde hiçbir mesajı değiştirmediniz.
texts-none-found = Eşleşen mesaj yok.

## Kuponlar

archived = Arşivlendi
coupons-percent-off = %{ $percent } indirim
coupons-amount-off = { $amount } indirim
coupons-every-renewal = { $discount }, her yenilemede
coupons-new = Yeni kupon
coupons-code = Kod
coupons-code-hint = 4–32 harf, rakam, _ veya -. Boş: 8 karakterlik bir kod üretilir.
coupons-percent = Yüzde indirim
coupons-percent-hint = 1–99. Ya da aşağıda bir tutar indirimi girin.
coupons-amount = Tutar indirimi
coupons-amount-hint = Örneğin 5.00, aşağıdaki para biriminde.
coupons-currency = Para birimi
coupons-currency-hint = Tutar indiriminde, örneğin USD veya XTR (Stars).
coupons-every-plan = Tüm planlar
coupons-max = Kullanabilecek üye sayısı
coupons-max-hint = Boş: sınır yok. Her üye bir kez kullanabilir.
coupons-duration = İndirim
coupons-once = Yalnızca ilk ödemede
coupons-forever = Her yenilemede de
coupons-create = Kupon oluştur
coupons-made-code = Yeni kupon kodu
coupons-made = Yeni kupon
coupons-copy = Kuponu kopyala: { $code }
coupons-how = Üyeler bunu “Kuponum var” düğmesiyle girer ya da botunuzun bağlantısını { $link } ile açar.
coupons-loading = Kuponlar yükleniyor…
coupons-more = Daha fazla kupon
coupons-empty = Henüz kupon yok.
coupons-caption = Kuponlar, en yenisi önce
coupons-discount = İndirim
coupons-archive = Kuponu arşivle: { $code }
coupons-archive-question = { $code } arşivlensin mi? Üyeler artık kullanamaz; siparişlerde kalır.

## Formlar

forms-intro = Bir üye formu botta yalnızca bir kez, ilgili planın faturasından veya ödemesinden önce doldurur; bir planın aynı anda tek formu olur.
forms-new = Yeni form
forms-name-hint = Üyeler görmez; listelerinizde formu adlandırır.
forms-asked-before = Satın almadan önce sorulur
forms-question-n = Soru { $n }
forms-key = Anahtar
forms-key-hint = a-z, 0-9 ve _; yanıtlarda cevabı adlandırır.
forms-question = Soru
forms-kind = Yanıt türü
forms-kind-text = Metin
forms-kind-email = E-posta adresi
forms-kind-number = Sayı
forms-kind-choice = Seçim (düğmeler)
forms-choices = Seçenekler
forms-choices-hint = Seçim için: 2 ile 10 arası, her satıra bir tane.
forms-required = Zorunlu (değilse üye atlayabilir)
forms-add-question = Soru ekle
forms-remove-question = Son soruyu kaldır
forms-create = Form oluştur
forms-loading = Formlar yükleniyor…
forms-more = Daha fazla form
forms-empty = Henüz form yok.
forms-caption = Formlar, en yenisi önce
forms-questions = Sorular
forms-responses = Yanıtlar
forms-archived = arşivlendi
forms-live = yayında
forms-responses-to = Yanıtlar: { $name }
forms-responses-caption = Yanıtlar: { $name }, en yenisi önce
forms-loading-responses = Yanıtlar yükleniyor…
forms-more-responses = Daha fazla yanıt
forms-no-responses = Bu formu henüz kimse yanıtlamadı.
forms-submitted = Gönderilme
forms-delete = Sil: { $name }
forms-archive-question = { $name } arşivlensin mi? Artık sorulmaz; { $responses } yanıtı saklanır.
forms-delete-question = { $name } silinsin mi? Kimse yanıtlamadı.

## Anahtarlar

keys-create = Anahtar oluştur
keys-label = Etiket (ne için olduğu)
keys-label-example = Gelir tablosu
keys-made = Yeni anahtar
keys-made-note = Anahtar { $id }: şimdi kopyalayın. { $once }; Tollgate yalnızca özetini (hash) saklar.
    .once = Yalnızca bir kez gösterilir
keys-copy = Anahtarı kopyala: { $id }
keys-loading = Anahtarlar yükleniyor…
keys-more = Daha fazla anahtar
keys-empty = Anahtar yok.
keys-caption = API anahtarları
keys-key = Anahtar
keys-label-column = Etiket
keys-signed-in = oturum: yönetici { $admin }
keys-last-used = Son kullanım
keys-revoke = Anahtarı iptal et: { $id }
keys-revoke-question = { $id } numaralı anahtar iptal edilsin mi? Onu kullanan her istemci bundan sonra reddedilir.

## Üyeler

members-back = Tüm üyelere dön
members-loading-member = Üye yükleniyor…
members-no-name = Adı bilinmiyor
members-has-access = erişimi var
members-no-access = erişimi yok
members-since = { $date } tarihinden beri
members-referred-by = davet eden: { $member }
members-delivery-error = Bot bu üyeye yazamıyor: { $error }
members-what = Abonelikleri değiştirmek
members-subscriptions-of = Abonelikler: { $id }
members-no-subscriptions = Abonelik yok.
members-orders-of = Son siparişler: { $id }
members-access = Erişim
members-everyone = Herkes
members-with-access = Erişimi olanlar
members-without-access = Erişimi olmayanlar
members-loading = Üyeler yükleniyor…
members-more = Daha fazla üye
members-empty = Henüz üye yok.
members-caption = Üyeler, en yenisi önce
members-access-yes = Evet
members-access-no = Hayır
members-since-column = Katılma

## Siparişler

orders-refunded = İade edildi
orders-refund-order = Siparişi iade et: { $id }
orders-refund-question = { $id } numaralı sipariş ({ $amount }) iade edilsin mi? Üyenin bu siparişle aldığı erişim hemen biter.
orders-refund = İade et
orders-filter = Siparişleri süz
orders-paid-from = Ödeme başlangıcı
orders-paid-through = Ödeme sonu
orders-zone = Günler ve saatler, genel bakıştaki gibi botun saat dilimindedir ({ $zone }).
orders-zone-unknown = Günler ve saatler, genel bakıştaki gibi botun saat dilimindedir.
orders-what = Siparişleri iade etmek
orders-loading = Siparişler yükleniyor…
orders-more = Daha fazla sipariş
orders-empty = Bu aralıkta sipariş yok.
orders-caption = Siparişler, en yenisi önce
orders-order = Sipariş
orders-paid-at = Ödeme zamanı
orders-amount = Tutar
orders-status = Durum
order-status = { $status ->
    [paid] ödendi
    [refunded] iade edildi
   *[other] { $status }
}
orders-external-id = Harici kimlik

## Planlar

plans-new = Yeni plan
plans-edit-plan = Planı düzenle: { $name }
plans-length = Süre
plans-length-hint = P1M, P30D, P1Y6M, “1 month”, “30” (gün), “lifetime” ya da 2027-06-30 gibi bir bitiş tarihi
plans-price = Fiyat
plans-price-hint = Para biriminin basamaklarıyla bir ondalık sayı, örneğin 9.99 (XTR: tam Stars).
plans-currency-hint = USD veya TRY gibi ISO 4217 kodu; Telegram Stars için XTR.
plans-trial = Ücretsiz deneme
plans-trial-hint = Yoksa boş ya da 0; varsa P7D gibi bir süre.
plans-description = Açıklama
plans-description-hint = /start içinde planın altında gösterilir; en fazla 1.000 karakter.
plans-translations = Çeviriler
plans-translations-hint = Botu o dilde okuyan üyeler bunları görür; boş bırakılan alan planın kendi metnini korur.
plans-translation-language = Çeviri dili
plans-translation-name = O dildeki ad
plans-translation-description = O dildeki açıklama
plans-add-translation = Çeviri ekle
plans-remove-translation = Çeviriyi kaldır
plans-project = Proje (erişim verdiği sohbetler)
plans-no-project = Yok
plans-options = Seçenekler
plans-recurring = Yinelenen (her dönem yeniden ücretlendirilir)
plans-who = Kimler satın alabilir
plans-who-anyone = Herkes
plans-who-new = Yalnızca hiç abone olmamış üyeler
plans-who-returning = Yalnızca daha önce abone olmuş üyeler
plans-times = Bir üyenin satın alabileceği kez (0: sınır yok)
plans-token-only = Yalnızca erişim koduyla
plans-credit-only = Yalnızca bakiyeden ödenebilir
plans-invitee-only = Yalnızca bir ortak tarafından davet edilen üyeler
plans-save = Planı kaydet
plans-create = Plan oluştur
plans-edit = Düzenle: { $name }
plans-archive = Arşivle: { $name }
plans-archive-question = { $name } arşivlensin mi? Artık satın alınamaz; üyeler sahip olduklarını korur.
plans-what = Planları değiştirmek
plans-loading = Planlar yükleniyor…
plans-more = Daha fazla plan
plans-empty = Henüz plan yok: ilkini oluşturun.
plans-trial-column = Deneme
plans-option-recurring = yinelenen
plans-option-code-only = yalnızca kodla
plans-option-referred-only = yalnızca davetliler
plans-option-newcomers = yeni üyeler
plans-option-times = üye başına { $times }×
plans-on-sale = Satışta

## Projeler

projects-what = Proje oluşturmak
projects-new = Yeni proje
projects-name = Proje adı
projects-chats-bundled = İçerdiği sohbetler
projects-add-chats-first = Önce sohbet ekleyin.
projects-create = Proje oluştur
projects-loading = Projeler yükleniyor…
projects-more = Daha fazla proje
projects-empty = Henüz proje yok.
projects-project = Proje

## Ayarlar: satışları duraklatma

sales = Satışlar
sales-paused = Satışlar { $state }. Üyeler erişimlerini görür ama planları görmez; fatura veya kartla ödeme oluşturulmaz.
    .state = duraklatıldı
sales-on = Satışlar { $state }. Üyeler planları görebilir ve ödeyebilir.
    .state = açık
sales-pausing = Duraklatma yalnızca yeni satışları durdurur: mevcut aboneliklerin yenilemeleri, erişim kodları, elle verilen erişimler ve üyelerin erişimi sürer. Bottaki /pause ve /resume ile aynıdır.
sales-switch = Satışlar duraklatıldı
sales-switch-on = : açık
sales-switch-off = : kapalı

## Ayarlar

settings-loading = Ayarlar yükleniyor…
settings-what = Ayarları değiştirmek
settings-general = Genel ayarlar
settings-bot-line = Bot { $bot }, sahibi { $owner }.
settings-bot = Bot
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, sahibi { $owner }
settings-bot-name = Bot adı
settings-timezone = Saat dilimi
settings-timezone-hint = Europe/Istanbul gibi bir IANA adı: gelirin günleri ve ayları bu dilimde sayılır, panel her tarihi ve saati bu dilimde gösterir.
settings-currency = Varsayılan para birimi
settings-reminders = Hatırlatma günleri
settings-reminders-hint = Abonelik bitmeden kaç gün önce üyeye hatırlatılacağı, örneğin 3, 1. Boş: hiç.
settings-save = Ayarları kaydet
settings-secrets = Belirteçler ve anahtarlar
settings-secrets-note = Şifreli saklanır ve bir daha gösterilmez: değiştirebilir veya kaldırabilirsiniz.
bot-status = Bot: { $status }
bot-status-state = { $status ->
    [running] çalışıyor
    [starting] başlatılıyor
    [stopped] durduruldu
   *[other] { $status }
}
bot-status-error = bir hata nedeniyle durdu
secret-label = { $secret ->
    [bot_token] Bot belirteci
    [stripe_secret_key] Stripe gizli anahtarı
   *[stripe_webhook_secret] Stripe webhook imza sırrı
}
secret-hint = { $secret ->
    [bot_token] @BotFather’dan, <bot kimliği>:<sır>. Bot birkaç saniye içinde başlar.
    [stripe_secret_key] sk_live_… veya sk_test_…: kartla ödemeler.
   *[stripe_webhook_secret] Stripe’ın gönderdiği uç noktanın whsec_… değeri.
}
secret-status = { $secret }: { $state }
secret-set = ayarlı
secret-not-set = ayarlı değil
secret-set-new = { $secret ->
    [bot_token] Bot belirtecini ayarla
    [stripe_secret_key] Stripe gizli anahtarını ayarla
   *[stripe_webhook_secret] Stripe webhook imza sırrını ayarla
}
secret-replace = { $secret ->
    [bot_token] Bot belirtecini değiştir
    [stripe_secret_key] Stripe gizli anahtarını değiştir
   *[stripe_webhook_secret] Stripe webhook imza sırrını değiştir
}
secret-save = { $secret ->
    [bot_token] Bot belirtecini kaydet
    [stripe_secret_key] Stripe gizli anahtarını kaydet
   *[stripe_webhook_secret] İmza sırrını kaydet
}
secret-remove = { $secret ->
    [bot_token] Bot belirtecini kaldır
    [stripe_secret_key] Stripe gizli anahtarını kaldır
   *[stripe_webhook_secret] Stripe webhook imza sırrını kaldır
}
secret-remove-question = { $secret ->
    [bot_token] Bot belirteci kaldırılsın mı? Bot durur.
    [stripe_secret_key] Stripe gizli anahtarı kaldırılsın mı? Kartla ödemeler durur.
   *[stripe_webhook_secret] Stripe webhook imza sırrı kaldırılsın mı? Kartla ödemeler durur.
}

## Abonelikler

subscriptions-grant = Erişim ver
subscriptions-member-id = Üye kimliği
subscriptions-member-id-hint = Üyenin Telegram kullanıcı kimliği.
subscriptions-ends-hint = { $zone } Boş: şu andan itibaren planın süresi.
subscriptions-trial = Bunun yerine planın ücretsiz denemesini başlat
subscriptions-what = Erişim vermek ve abonelikleri değiştirmek
subscriptions-filter = Abonelikleri süz
subscriptions-plan-archived = { $name } (arşivlendi)
subscriptions-loading = Abonelikler yükleniyor…
subscriptions-more = Daha fazla abonelik
subscriptions-empty = Eşleşen abonelik yok.
subscriptions-caption = Abonelikler, en yenisi önce

## Webhook’lar

webhooks-new = Yeni webhook
webhooks-edit = Düzenle: webhook { $id }
webhooks-url = URL
webhooks-url-hint = Herkese açık bir adreste https://; Tollgate her olayı oraya imzalı olarak POST eder.
webhooks-events = Olaylar
webhooks-all-events = Tüm olaylar
webhooks-all-events-short = tüm olaylar
webhooks-description = Açıklama
webhooks-save = Webhook’u kaydet
webhooks-add = Webhook ekle
webhooks-log = Teslim günlüğü
webhooks-all = Tümü
webhooks-pending = Bekleyen
webhooks-delivered = Teslim edilen
webhooks-failed = Başarısız
delivery-status = { $status ->
    [pending] bekliyor
    [delivered] teslim edildi
    [failed] başarısız
   *[other] { $status }
}
webhooks-refresh = Yenile
webhooks-loading-attempts = Denemeler yükleniyor…
webhooks-more-attempts = Daha fazla deneme
webhooks-no-deliveries = Henüz teslim yok.
webhooks-deliveries-caption = Webhook { $id } teslimleri, en yenisi önce
webhooks-event = Olay
webhooks-attempt = Deneme
webhooks-answer = Yanıt
webhooks-took = Süre
webhooks-error = Hata
webhooks-next-attempt = Sonraki deneme
webhooks-title-enabled = Webhook { $id } · etkin
webhooks-title-disabled = Webhook { $id } · devre dışı
webhooks-failing-since = { $date } tarihinden beri başarısız.
webhooks-previous-secret = Önceki sır da { $date } tarihine kadar imzalar.
webhooks-pause = Duraklat
webhooks-enable = Etkinleştir
webhooks-test = Test gönder
webhooks-rotate = Yeni sır: webhook { $id }
webhooks-rotate-question = Yeni bir imza sırrı oluşturulsun mu? 24 saat boyunca teslimler ikisiyle de imzalanır, böylece alıcınız geçiş yapabilir.
webhooks-new-secret = Yeni sır
webhooks-delete = Sil: webhook { $id }
webhooks-delete-question = Webhook { $id } ve teslim günlüğü silinsin mi?
webhooks-hide-deliveries = Teslimleri gizle
webhooks-deliveries = Teslimler
webhooks-secret = İmza sırrı
webhooks-secret-note = Webhook { $id } imza sırrı: { $now } Teslimleri bununla doğrulayın (docs/webhooks.md).
    .now = şimdi kopyalayın, bir daha gösterilmez.
webhooks-copy-secret = İmza sırrını kopyala: webhook { $id }
webhooks-kept = Sakladım
webhooks-loading = Webhook’lar yükleniyor…
webhooks-empty = Henüz webhook yok: her satıştan haberdar olmak için kendi URL’nizi ekleyin.
