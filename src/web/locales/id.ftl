# Dasbor Tollgate dalam bahasa Indonesia. Pesan dan variabel sama dengan en.ftl (test/web/locales.test.ts).
# Bahasa Indonesia tidak mengenal bentuk jamak setelah angka: tidak ada pilihan jamak.

## Bingkai: masuk, kepala halaman, navigasi, menu bahasa

page-title = { $screen } · Tollgate
sign-in-title = Masuk · Tollgate
signing-in = Sedang masuk…
session-ended = Sesi Anda telah berakhir (keluar, kedaluwarsa, atau kuncinya dicabut); silakan masuk lagi.
link-refused = Tautan masuk ini sudah dipakai atau kedaluwarsa; kirim /dashboard ke bot lagi.
sign-in-refused = ID bot dan kunci API ini tidak cocok dengan kunci aktif mana pun; periksa keduanya.
sign-in-admins = Admin: kirim { $command } ke bot di chat pribadi lalu buka tautan yang dibalasnya.
sign-in-keys = Atau masuk dengan ID bot Anda dan kunci API: dari { $command }, atau yang dibuat di Kunci setelah Anda masuk.
sign-in-bot-id = ID bot
sign-in-api-key = Kunci API
sign-in-api-key-hint = Hanya disimpan di tab peramban ini; menutup tab akan mengeluarkan Anda.
sign-in = Masuk
skip-to-content = Langsung ke konten
header-bot = Bot { $bot } · level { $level }
sign-out = Keluar
sections = Bagian
language = Bahasa
screen-needs = Layar { $screen } memerlukan level { $needed }; level Anda { $level }.
not-shown-part = { $screens } (level { $level })
not-shown = Tidak ditampilkan di level Anda ({ $level }): { $parts }.

screen-overview = Ringkasan
screen-analytics = Analitik
screen-orders = Pesanan
screen-plans = Paket
screen-chats = Chat
screen-projects = Proyek
screen-members = Anggota
screen-subscriptions = Langganan
screen-coupons = Kupon
screen-forms = Formulir
screen-codes = Kode akses
screen-commands = Perintah
screen-texts = Teks
screen-admins = Admin
screen-activity = Aktivitas
screen-webhooks = Webhook
screen-keys = Kunci
screen-settings = Pengaturan

## Bagian bersama

try-again = Coba lagi
working = Memproses…
cancel = Batal
save = Simpan
copy = Salin
copied = Tersalin
loading = Memuat…
list-separator = {", "}
never = tidak pernah
none = tidak ada
so-far = (sejauh ini)
needs = { $what } memerlukan level { $needed }; level Anda { $level }.
zone-hint = Dalam zona waktu bot ({ $zone }).
zone-hint-unknown = Dalam zona waktu bot.
level-option = { $level } · { $powers }
level-2 = kontrol flood
level-3 = analitik dan siaran
level-4 = chat, blokir, dan paket
level-5 = ekspor
level-6 = cadangan, kupon, dan formulir
level-7 = anggota dan proyek
level-8 = semuanya
plan-field = Paket
plan-fallback = Paket { $id }

length-lifetime = seumur hidup
length-until = sampai { $date }
length-years = { $count } tahun
length-months = { $count } bulan
length-weeks = { $count } minggu
length-days = { $count } hari

## Langganan di tabel

column-subscription = Langganan
column-member = Anggota
column-plan = Paket
column-state = Status
column-source = Sumber
column-ends = Berakhir
column-problem = Masalah
column-actions = Tindakan
subscription-state = { $state ->
    [active] aktif
    [canceled] dibatalkan
    [expired] kedaluwarsa
    [revoked] dicabut
   *[other] { $state }
}
subscription-state-trial = { $state } (uji coba)
subscription-state-recurring = { $state }, berulang
subscription-source = { $source ->
    [payment] pembayaran
    [trial] uji coba
    [code] kode
    [grant] pemberian
   *[other] { $source }
}
subscription-ended = Berakhir
subscription-new-end = Akhir baru langganan { $id }
subscription-new-end-hint = { $zone } Kosong: seumur hidup.
subscription-save-end = Simpan akhir
subscription-change-end-of = Ubah akhir langganan { $id }
subscription-change-end = Ubah akhir
subscription-cancel-renewals = Batalkan perpanjangan langganan { $id }
subscription-cancel-renewals-question = Hentikan perpanjangan? Akses tetap berlaku sampai akhir masa yang sudah dibayar.
subscription-stop-renewals = Hentikan perpanjangan
subscription-revoke = Cabut langganan { $id }
subscription-revoke-question = Cabut langganan { $id }? { $member } langsung kehilangan akses dan dikeluarkan dari chat.
revoke = Cabut
member-fallback = Anggota { $id }

## Grafik dan kohort

chart-period = Periode
chart-revenue = Pendapatan
chart-sales = Penjualan
chart-revenue-axis = Pendapatan ({ $currency })
movements-axis = Perubahan MRR ({ $currency })
movement-new = Baru
movement-reactivation = Aktif kembali
movement-expansion = Ekspansi
movement-contraction = Kontraksi
movement-churned = Berhenti
movement-net = Perubahan bersih
cohorts-caption = Anggota yang masih membayar, menurut bulan pembayaran pertama
cohorts-cohort = Kohort
cohorts-members = Anggota
cohorts-month = Bulan { $month }
cohorts-cell = { $count } dari { $members } masih membayar di akhir bulan { $month } ({ $percent })
cohorts-cell-now = { $count } dari { $members } masih membayar sekarang ({ $percent })

## Ringkasan

overview-today = Hari ini
overview-this-month = Bulan ini
overview-members = Anggota dengan akses
overview-ending = Berakhir dalam 7 hari
overview-no-sales = Belum ada penjualan
overview-money = { $amount } · { $sales } penjualan
overview-card-needs = Memerlukan level { $needed }; level Anda { $level }.
overview-loading-totals = Memuat total…
overview-loading-revenue = Memuat pendapatan…
overview-revenue = Pendapatan
overview-period = Periode
overview-day = Hari
overview-month = Bulan
overview-year = Tahun
overview-periods = Jumlah periode
overview-currency = Mata uang
overview-no-sales-yet = { $unit ->
    [day] Belum ada penjualan pada hari-hari ini.
    [month] Belum ada penjualan pada bulan-bulan ini.
   *[year] Belum ada penjualan pada tahun-tahun ini.
}
overview-chart = { $unit ->
    [day] Pendapatan dalam { $currency } per hari, { $from } sampai { $to }: total { $total } penjualan. Tabel di bawah memuat setiap angka.
    [month] Pendapatan dalam { $currency } per bulan, { $from } sampai { $to }: total { $total } penjualan. Tabel di bawah memuat setiap angka.
   *[year] Pendapatan dalam { $currency } per tahun, { $from } sampai { $to }: total { $total } penjualan. Tabel di bawah memuat setiap angka.
}
overview-table = { $unit ->
    [day] Pendapatan dan penjualan dalam { $currency } per hari
    [month] Pendapatan dan penjualan dalam { $currency } per bulan
   *[year] Pendapatan dan penjualan dalam { $currency } per tahun
}

## Analitik

analytics-loading = Memuat pendapatan berulang…
analytics-loading-cohorts = Memuat kohort…
analytics-recurring = Pendapatan berulang
analytics-recurring-none = Belum ada pendapatan berulang. MRR, churn, dan pergerakannya muncul setelah seorang anggota membayar paket yang punya tanggal akhir (akses seumur hidup, pemberian, uji coba, dan kode akses tidak menghasilkan pendapatan berulang).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Anggota yang membayar
analytics-arpu = ARPU
analytics-arpu-none = tidak ada yang membayar sekarang
analytics-churn = Churn, 30 hari terakhir
analytics-ltv = LTV
analytics-ltv-none = tidak ada churn sebagai pembagi
analytics-nobody-pays = Tidak ada yang membayar dalam { $currency } sekarang, dan 30 hari lalu juga tidak.
analytics-movements = Pergerakan MRR
analytics-no-mrr = Tidak ada MRR dalam { $currency } selama { $months } bulan terakhir.
analytics-mrr-start = MRR awal
analytics-mrr-end = MRR akhir
analytics-movements-table = Pergerakan MRR dalam { $currency } per bulan
analytics-movements-chart = Pergerakan MRR dalam { $currency } per bulan, { $from } sampai { $to }: MRR berubah dari { $start } menjadi { $end }; totalnya { $new } baru, { $reactivation } aktif kembali, { $expansion } ekspansi, { $contraction } kontraksi, dan { $churned } berhenti. Tabel di bawah memuat setiap angka.
analytics-trials = Uji coba gratis
analytics-trials-none = Tidak ada uji coba gratis dalam 90 hari terakhir. Paket dengan uji coba (Paket) memungkinkan anggota mencobanya sebelum membayar.
analytics-trials-active = Uji coba aktif
analytics-trials-started = Dimulai, 90 hari terakhir
analytics-trials-converted = Berlanjut bayar
analytics-trials-rate = Tingkat konversi
analytics-cohorts = Kohort
analytics-cohorts-none = Belum ada anggota yang membayar: anggota berbayar baru setiap bulan akan muncul di sini, beserta berapa banyak yang terus membayar dari bulan ke bulan.

## Aktivitas

any = Semua
show = Tampilkan
activity-filter = Saring perubahan
activity-made-by = Dilakukan oleh
activity-anyone = Siapa saja
activity-by-keys = Kunci API
activity-by-admins = Admin
activity-by-members = Anggota
activity-by-system = Sistem
activity-change = Perubahan
activity-who-hint = Siapa: kunci API, admin (yang masuk, atau lewat perintah di bot), anggota yang bertindak di bot, atau sistem (jam langganan, Telegram, Stripe, baris perintah).
activity-loading = Memuat perubahan…
activity-more = Perubahan lainnya
activity-empty = Tidak ada perubahan yang cocok.
activity-caption = Perubahan, terbaru dulu
activity-when = Kapan
activity-who = Siapa
actor-key = kunci { $id }
actor-admin = admin { $id }
actor-member = anggota { $id }
actor-system = sistem
subject-order = Pesanan { $order }
subject-subscription = Langganan { $subscription } milik anggota { $member }
subject-member = Anggota { $member }, chat { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (paket { $plan })
subject-admin = Admin { $admin }: level { $level }
subject-form = { $name } (formulir { $form }) oleh anggota { $member }
change-order-paid = Pesanan dibayar
change-order-refunded = Pesanan dikembalikan dananya
change-subscription-started = Langganan dimulai
change-subscription-renewed = Langganan diperpanjang
change-subscription-canceled = Perpanjangan dihentikan
change-subscription-expiring = Pengingat: akses segera berakhir
change-subscription-expired = Langganan kedaluwarsa
change-subscription-revoked = Langganan dicabut
change-member-joined = Anggota bergabung ke chat
change-member-removed = Anggota keluar dari chat
change-member-muted = Anggota dibisukan karena flood
change-member-banned = Anggota diblokir
change-member-unbanned = Blokir anggota dibuka
change-chat-added = Chat ditambahkan
change-chat-removed = Chat dihapus
change-plan-created = Paket dibuat
change-plan-updated = Paket diubah
change-admin-added = Admin ditambahkan
change-admin-updated = Level admin diubah
change-admin-removed = Admin dihapus
change-form-submitted = Formulir dijawab
change-command-changed = Perintah disimpan
change-command-deleted = Perintah dihapus
change-text-changed = Teks diubah
change-text-deleted = Teks dipulihkan

## Daftar dan formulir bersama

remove = Hapus
delete = Hapus
archive = Arsipkan
edit = Ubah
column-used = Dipakai
column-expires = Kedaluwarsa
column-name = Nama
column-plans = Paket
column-created = Dibuat
count-of = { $count } dari { $total }
valid-until = Berlaku sampai
valid-until-hint = { $zone } Kosong: tidak pernah kedaluwarsa.

## Admin

admins-owner = 8 · pemilik (tetap)
admins-level-of = Level { $admin }
admins-remove = Hapus admin { $admin }
admins-remove-question = Hapus { $admin } dari admin bot?
admins-what = Menambah, mengubah, atau menghapus admin
admins-below = Di level { $level } Anda mengelola admin di bawah level { $level } dan memberi mereka paling tinggi level { $most }.
admins-add = Tambah admin
admins-user-id = ID pengguna Telegram admin
admins-level = Level
admins-add-button = Tambah admin
admins-loading = Memuat admin…
admins-more = Admin lainnya
admins-empty = Tidak ada admin.
admins-caption = Admin dan level mereka
admins-admin = Admin

## Chat

chats-add = Tambah chat
chats-id = ID chat
chats-id-hint = ID grup atau kanal di Telegram, misalnya -1001234567890.
chats-name = Nama
chats-type = Jenis
chats-supergroup = Supergrup
chats-group = Grup
chats-channel = Kanal
chat-type = { $type ->
    [supergroup] supergrup
    [group] grup
    [channel] kanal
   *[other] { $type }
}
chats-add-button = Tambah chat
chats-rename = Ganti nama
chats-rename-chat = Ganti nama { $name }
chats-new-name = Nama baru untuk { $name }
chats-remove = Hapus { $name }
chats-remove-question = Hapus { $name }? Paket tidak lagi memberi akses ke sana; anggota yang sudah di dalam tetap tinggal.
chats-what = Menambah, mengganti nama, atau menghapus chat
chats-heading = Chat milik bot
chats-loading = Memuat chat…
chats-more = Chat lainnya
chats-empty = Belum ada chat: tambahkan grup dan kanal yang Anda jual.

## Kode akses

codes-new = Kode akses baru
codes-count = Jumlah kode
codes-uses = Pemakaian per kode
codes-create = Buat kode
codes-made = Kode baru
codes-copy = Salin kode { $code }
codes-heading = Kode
codes-loading = Memuat kode…
codes-more = Kode lainnya
codes-empty = Belum ada kode.
codes-caption = Kode akses, terbaru dulu
codes-code = Kode
codes-delete = Hapus kode { $code }
codes-delete-question = Hapus { $code }? Kode ini tidak bisa ditukarkan lagi; akses yang sudah diberikan tetap berlaku.

## Perintah

commands-new = Perintah baru
commands-edit = Ubah /{ $name }
commands-command = Perintah
commands-command-hint = Yang dikirim anggota setelah garis miring: a–z, 0–9, dan _, misalnya faq. Nama yang sudah dipakai akan diganti.
commands-answer = Jawaban
commands-answer-hint = Teks biasa, hingga 4.096 karakter.
commands-description = Deskripsi di menu
commands-description-hint = Tampil di samping perintah di menu. Kosong: baris pertama jawaban.
commands-listed = Tampilkan di menu perintah anggota
commands-translations = Terjemahan
commands-translations-hint = Anggota yang aplikasi Telegram-nya berbahasa itu menerima jawaban ini sebagai gantinya (es juga berlaku untuk es-MX).
commands-language-code = Kode bahasa
commands-translated-answer = Jawaban dalam bahasa itu
commands-remove-translation = Hapus terjemahan
commands-add-translation = Tambah terjemahan
commands-save = Simpan perintah
commands-saved = /{ $name } disimpan.
commands-delete = Hapus /{ $name }
commands-delete-question = Hapus /{ $name }? Bot berhenti menjawabnya dan perintah ini hilang dari menu.
commands-what = Menambah, mengubah, atau menghapus perintah
commands-loading = Memuat perintah…
commands-empty = Belum ada perintah: tambahkan jawaban untuk pertanyaan yang sering diajukan anggota, seperti /faq atau /rules.
commands-caption = Perintah khusus, menurut nama
commands-in-menu = Di menu
commands-in-menu-first-line = ya (baris pertama jawaban)
commands-in-menu-no = tidak

## Teks

texts-intro = Semua yang dikatakan bot, dalam setiap bahasanya. Ubah pesan agar terdengar seperti kamu: teksmu menggantikan teks bawaan hanya dalam bahasa itu, di setiap instance dalam 10 detik.
texts-what = Mengubah teks bot
texts-language = Bahasa teks
texts-find = Cari
texts-only-yours = Hanya pesan yang saya ubah
texts-loading = Memuat teks…
texts-caption = Teks bot dalam { $language }: { $shown } dari { $all }
texts-message = Pesan
texts-shipped = Teks bawaan
texts-yours = Teksmu
texts-yours-hint = Pertahankan variabel yang kamu perlukan, ditulis seperti di teks bawaan; pratinjau menunjukkan letak masing-masing.
texts-as-shipped = bawaan
texts-edit = Ubah { $id }
texts-view = Buka { $id }
texts-open = Buka
texts-close = Tutup
texts-variables = Variabel: { $variables }
texts-no-variables = Pesan ini tidak punya variabel.
texts-preview = Pratinjau
texts-preview-hint = Nilai contoh: ⟨nama⟩ menandai letak sebuah nilai; angka bernilai 2.
texts-preview-empty = Tulis teks untuk melihatnya di sini.
texts-preview-syntax = Ini belum Fluent yang valid: pastikan setiap kurung kurawal sudah ditutup.
texts-preview-variable = Pesan ini tidak punya variabel “{ $name }”.
texts-save = Simpan teks
texts-saved = { $id } disimpan. Bot akan memakainya dalam 10 detik.
texts-restore = Pulihkan teks bawaan
texts-restored = { $id } kembali ke teks bawaan.
texts-none-yours = Kamu belum mengubah pesan apa pun dalam bahasa ini.
texts-none-found = Tidak ada pesan yang cocok.

## Kupon

archived = Diarsipkan
coupons-percent-off = diskon { $percent }%
coupons-amount-off = diskon { $amount }
coupons-every-renewal = { $discount }, setiap perpanjangan
coupons-new = Kupon baru
coupons-code = Kode
coupons-code-hint = 4–32 huruf, angka, _ atau -. Kosong: kode 8 karakter dibuat otomatis.
coupons-percent = Diskon persen
coupons-percent-hint = 1–99. Atau isi diskon nominal di bawah.
coupons-amount = Diskon nominal
coupons-amount-hint = Misalnya 5.00, dalam mata uang di bawah.
coupons-currency = Mata uang
coupons-currency-hint = Untuk diskon nominal, misalnya USD atau XTR (Stars).
coupons-every-plan = Semua paket
coupons-max = Anggota yang boleh memakainya
coupons-max-hint = Kosong: tanpa batas. Setiap anggota boleh memakainya sekali.
coupons-duration = Diskon untuk
coupons-once = Pembayaran pertama saja
coupons-forever = Setiap perpanjangan juga
coupons-create = Buat kupon
coupons-made-code = Kode kupon baru
coupons-made = Kupon baru
coupons-copy = Salin kupon { $code }
coupons-how = Anggota memasukkannya lewat tombol “Saya punya kupon”, atau membuka tautan bot Anda dengan { $link }.
coupons-loading = Memuat kupon…
coupons-more = Kupon lainnya
coupons-empty = Belum ada kupon.
coupons-caption = Kupon, terbaru dulu
coupons-discount = Diskon
coupons-archive = Arsipkan kupon { $code }
coupons-archive-question = Arsipkan { $code }? Anggota tidak bisa memakainya lagi; pesanan tetap menyimpannya.

## Formulir

forms-intro = Anggota mengisi formulir sekali saja, di bot, sebelum tagihan atau pembayaran paket yang disebutkannya; satu paket hanya punya satu formulir pada satu waktu.
forms-new = Formulir baru
forms-name-hint = Anggota tidak melihatnya; nama ini menandai formulir di daftar Anda.
forms-asked-before = Ditanyakan sebelum membeli
forms-question-n = Pertanyaan { $n }
forms-key = Kunci
forms-key-hint = a-z, 0-9, dan _; menamai jawaban di daftar jawaban.
forms-question = Pertanyaan
forms-kind = Jenis jawaban
forms-kind-text = Teks
forms-kind-email = Alamat email
forms-kind-number = Angka
forms-kind-choice = Pilihan (tombol)
forms-choices = Pilihan
forms-choices-hint = Untuk pilihan: 2 sampai 10, satu per baris.
forms-required = Wajib (jika tidak, anggota boleh melewatinya)
forms-add-question = Tambah pertanyaan
forms-remove-question = Hapus pertanyaan terakhir
forms-create = Buat formulir
forms-loading = Memuat formulir…
forms-more = Formulir lainnya
forms-empty = Belum ada formulir.
forms-caption = Formulir, terbaru dulu
forms-questions = Pertanyaan
forms-responses = Jawaban
forms-archived = diarsipkan
forms-live = aktif
forms-responses-to = Jawaban untuk { $name }
forms-responses-caption = Jawaban untuk { $name }, terbaru dulu
forms-loading-responses = Memuat jawaban…
forms-more-responses = Jawaban lainnya
forms-no-responses = Belum ada yang menjawab formulir ini.
forms-submitted = Dikirim
forms-delete = Hapus { $name }
forms-archive-question = Arsipkan { $name }? Formulir ini tidak ditanyakan lagi; { $responses } jawabannya tetap disimpan.
forms-delete-question = Hapus { $name }? Belum ada yang menjawabnya.

## Kunci

keys-create = Buat kunci
keys-label = Label (untuk apa)
keys-label-example = Spreadsheet pendapatan
keys-made = Kunci baru
keys-made-note = Kunci { $id }: salin sekarang. { $once }; Tollgate hanya menyimpan hash-nya.
    .once = Kunci hanya ditampilkan sekali
keys-copy = Salin kunci { $id }
keys-loading = Memuat kunci…
keys-more = Kunci lainnya
keys-empty = Tidak ada kunci.
keys-caption = Kunci API
keys-key = Kunci
keys-label-column = Label
keys-signed-in = sesi masuk: admin { $admin }
keys-last-used = Terakhir dipakai
keys-revoke = Cabut kunci { $id }
keys-revoke-question = Cabut kunci { $id }? Setiap klien yang memakainya akan ditolak mulai sekarang.

## Anggota

members-back = Kembali ke semua anggota
members-loading-member = Memuat anggota…
members-no-name = Nama tidak diketahui
members-has-access = punya akses
members-no-access = tanpa akses
members-since = sejak { $date }
members-referred-by = diajak oleh { $member }
members-delivery-error = Bot tidak bisa mengirim pesan ke anggota ini: { $error }
members-what = Mengubah langganan
members-subscriptions-of = Langganan { $id }
members-no-subscriptions = Tidak ada langganan.
members-orders-of = Pesanan terbaru { $id }
members-access = Akses
members-everyone = Semua orang
members-with-access = Dengan akses
members-without-access = Tanpa akses
members-loading = Memuat anggota…
members-more = Anggota lainnya
members-empty = Belum ada anggota.
members-caption = Anggota, terbaru dulu
members-access-yes = Ya
members-access-no = Tidak
members-since-column = Sejak

## Pesanan

orders-refunded = Dikembalikan
orders-refund-order = Kembalikan dana pesanan { $id }
orders-refund-question = Kembalikan dana pesanan { $id } ({ $amount })? Akses anggota dari pesanan ini langsung berakhir.
orders-refund = Kembalikan dana
orders-filter = Saring pesanan
orders-paid-from = Dibayar sejak
orders-paid-through = Dibayar sampai
orders-zone = Hari dan waktu mengikuti zona waktu bot ({ $zone }), sama seperti di ringkasan.
orders-zone-unknown = Hari dan waktu mengikuti zona waktu bot, sama seperti di ringkasan.
orders-what = Mengembalikan dana pesanan
orders-loading = Memuat pesanan…
orders-more = Pesanan lainnya
orders-empty = Tidak ada pesanan dalam rentang ini.
orders-caption = Pesanan, terbaru dulu
orders-order = Pesanan
orders-paid-at = Dibayar pada
orders-amount = Jumlah
orders-status = Status
order-status = { $status ->
    [paid] dibayar
    [refunded] dikembalikan
   *[other] { $status }
}
orders-external-id = ID eksternal

## Paket

plans-new = Paket baru
plans-edit-plan = Ubah paket { $name }
plans-length = Durasi
plans-length-hint = P1M, P30D, P1Y6M, “1 month”, “30” (hari), “lifetime”, atau tanggal akhir seperti 2027-06-30
plans-price = Harga
plans-price-hint = Bilangan desimal dengan digit mata uangnya, misalnya 9.99 (XTR: Stars bulat).
plans-currency-hint = Kode ISO 4217 seperti USD atau IDR; XTR untuk Telegram Stars.
plans-trial = Uji coba gratis
plans-trial-hint = Kosong atau 0 jika tidak ada; jika ada, durasi seperti P7D.
plans-description = Deskripsi
plans-description-hint = Ditampilkan di bawah paket di /start; hingga 1.000 karakter.
plans-translations = Terjemahan
plans-translations-hint = Anggota yang membaca bot dalam bahasa itu melihat teks ini; kolom kosong memakai teks paket sendiri.
plans-translation-language = Bahasa terjemahan
plans-translation-name = Nama dalam bahasa itu
plans-translation-description = Deskripsi dalam bahasa itu
plans-add-translation = Tambah terjemahan
plans-remove-translation = Hapus terjemahan
plans-project = Proyek (chat yang diberi aksesnya)
plans-no-project = Tidak ada
plans-options = Opsi
plans-recurring = Berulang (ditagih lagi setiap periode)
plans-who = Siapa yang boleh membeli
plans-who-anyone = Siapa saja
plans-who-new = Hanya anggota yang belum pernah berlangganan
plans-who-returning = Hanya anggota yang pernah berlangganan
plans-times = Berapa kali satu anggota boleh membeli (0: tanpa batas)
plans-token-only = Hanya dengan kode akses
plans-credit-only = Hanya bisa dibayar dengan kredit
plans-invitee-only = Hanya anggota yang diajak afiliasi
plans-save = Simpan paket
plans-create = Buat paket
plans-edit = Ubah { $name }
plans-archive = Arsipkan { $name }
plans-archive-question = Arsipkan { $name }? Paket ini tidak bisa dibeli lagi; anggota tetap memiliki apa yang sudah mereka punya.
plans-what = Mengubah paket
plans-loading = Memuat paket…
plans-more = Paket lainnya
plans-empty = Belum ada paket: buat yang pertama.
plans-trial-column = Uji coba
plans-option-recurring = berulang
plans-option-code-only = hanya dengan kode
plans-option-referred-only = hanya yang diajak
plans-option-newcomers = anggota baru
plans-option-times = { $times }× per anggota
plans-on-sale = Dijual

## Proyek

projects-what = Membuat proyek
projects-new = Proyek baru
projects-name = Nama proyek
projects-chats-bundled = Chat di dalamnya
projects-add-chats-first = Tambahkan chat terlebih dahulu.
projects-create = Buat proyek
projects-loading = Memuat proyek…
projects-more = Proyek lainnya
projects-empty = Belum ada proyek.
projects-project = Proyek

## Pengaturan: menjeda penjualan

sales = Penjualan
sales-paused = Penjualan { $state }. Anggota melihat akses mereka tetapi tidak melihat paket; tidak ada tagihan atau pembayaran kartu yang dibuat.
    .state = dijeda
sales-on = Penjualan { $state }. Anggota bisa melihat paket dan membayar.
    .state = aktif
sales-pausing = Jeda hanya menghentikan penjualan baru: perpanjangan langganan yang ada, kode akses, pemberian akses, dan akses anggota tetap berjalan. Sama seperti /pause dan /resume di bot.
sales-switch = Penjualan dijeda
sales-switch-on = : ya
sales-switch-off = : tidak

## Pengaturan

settings-loading = Memuat pengaturan…
settings-what = Mengubah pengaturan
settings-general = Pengaturan umum
settings-bot-line = Bot { $bot }, pemilik { $owner }.
settings-bot = Bot
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, pemilik { $owner }
settings-bot-name = Nama bot
settings-timezone = Zona waktu
settings-timezone-hint = Nama IANA seperti Asia/Jakarta: hari dan bulan pendapatan dihitung di zona ini, dan dasbor menampilkan setiap tanggal dan waktu di zona ini.
settings-currency = Mata uang bawaan
settings-reminders = Hari pengingat
settings-reminders-hint = Berapa hari sebelum langganan berakhir anggota diingatkan, misalnya 3, 1. Kosong: tidak ada.
settings-save = Simpan pengaturan
settings-secrets = Token dan kunci
settings-secrets-note = Disimpan terenkripsi dan tidak pernah ditampilkan lagi: Anda bisa mengganti atau menghapusnya.
bot-status = Bot: { $status }
bot-status-state = { $status ->
    [running] berjalan
    [starting] sedang dimulai
    [stopped] berhenti
   *[other] { $status }
}
bot-status-error = berhenti karena galat
secret-label = { $secret ->
    [bot_token] Token bot
    [stripe_secret_key] Kunci rahasia Stripe
   *[stripe_webhook_secret] Rahasia tanda tangan webhook Stripe
}
secret-hint = { $secret ->
    [bot_token] Dari @BotFather, <id bot>:<rahasia>. Bot mulai berjalan dalam beberapa detik.
    [stripe_secret_key] sk_live_… atau sk_test_…: pembayaran kartu.
   *[stripe_webhook_secret] whsec_… dari endpoint tujuan kiriman Stripe.
}
secret-status = { $secret }: { $state }
secret-set = terpasang
secret-not-set = belum dipasang
secret-set-new = { $secret ->
    [bot_token] Pasang token bot
    [stripe_secret_key] Pasang kunci rahasia Stripe
   *[stripe_webhook_secret] Pasang rahasia tanda tangan webhook Stripe
}
secret-replace = { $secret ->
    [bot_token] Ganti token bot
    [stripe_secret_key] Ganti kunci rahasia Stripe
   *[stripe_webhook_secret] Ganti rahasia tanda tangan webhook Stripe
}
secret-save = { $secret ->
    [bot_token] Simpan token bot
    [stripe_secret_key] Simpan kunci rahasia Stripe
   *[stripe_webhook_secret] Simpan rahasia tanda tangan
}
secret-remove = { $secret ->
    [bot_token] Hapus token bot
    [stripe_secret_key] Hapus kunci rahasia Stripe
   *[stripe_webhook_secret] Hapus rahasia tanda tangan webhook Stripe
}
secret-remove-question = { $secret ->
    [bot_token] Hapus token bot? Bot akan berhenti.
    [stripe_secret_key] Hapus kunci rahasia Stripe? Pembayaran kartu akan berhenti.
   *[stripe_webhook_secret] Hapus rahasia tanda tangan webhook Stripe? Pembayaran kartu akan berhenti.
}

## Langganan

subscriptions-grant = Beri akses
subscriptions-member-id = ID anggota
subscriptions-member-id-hint = ID pengguna Telegram anggota.
subscriptions-ends-hint = { $zone } Kosong: durasi paket mulai sekarang.
subscriptions-trial = Mulai uji coba gratis paket sebagai gantinya
subscriptions-what = Memberi akses dan mengubah langganan
subscriptions-filter = Saring langganan
subscriptions-plan-archived = { $name } (diarsipkan)
subscriptions-loading = Memuat langganan…
subscriptions-more = Langganan lainnya
subscriptions-empty = Tidak ada langganan yang cocok.
subscriptions-caption = Langganan, terbaru dulu

## Webhook

webhooks-new = Webhook baru
webhooks-edit = Ubah webhook { $id }
webhooks-url = URL
webhooks-url-hint = https:// di alamat publik; Tollgate mengirim setiap peristiwa ke sana lewat POST, bertanda tangan.
webhooks-events = Peristiwa
webhooks-all-events = Semua peristiwa
webhooks-all-events-short = semua peristiwa
webhooks-description = Deskripsi
webhooks-save = Simpan webhook
webhooks-add = Tambah webhook
webhooks-log = Log pengiriman
webhooks-all = Semua
webhooks-pending = Tertunda
webhooks-delivered = Terkirim
webhooks-failed = Gagal
delivery-status = { $status ->
    [pending] tertunda
    [delivered] terkirim
    [failed] gagal
   *[other] { $status }
}
webhooks-refresh = Muat ulang
webhooks-loading-attempts = Memuat percobaan…
webhooks-more-attempts = Percobaan lainnya
webhooks-no-deliveries = Belum ada pengiriman.
webhooks-deliveries-caption = Pengiriman ke webhook { $id }, terbaru dulu
webhooks-event = Peristiwa
webhooks-attempt = Percobaan
webhooks-answer = Respons
webhooks-took = Durasi
webhooks-error = Galat
webhooks-next-attempt = Percobaan berikutnya
webhooks-title-enabled = Webhook { $id } · aktif
webhooks-title-disabled = Webhook { $id } · nonaktif
webhooks-failing-since = Gagal sejak { $date }.
webhooks-previous-secret = Rahasia sebelumnya juga menandatangani sampai { $date }.
webhooks-pause = Jeda
webhooks-enable = Aktifkan
webhooks-test = Kirim uji
webhooks-rotate = Rahasia baru untuk webhook { $id }
webhooks-rotate-question = Buat rahasia tanda tangan baru? Selama 24 jam pengiriman ditandatangani dengan keduanya, agar penerima Anda sempat beralih.
webhooks-new-secret = Rahasia baru
webhooks-delete = Hapus webhook { $id }
webhooks-delete-question = Hapus webhook { $id } beserta log pengirimannya?
webhooks-hide-deliveries = Sembunyikan pengiriman
webhooks-deliveries = Pengiriman
webhooks-secret = Rahasia tanda tangan
webhooks-secret-note = Rahasia tanda tangan webhook { $id }: { $now } Verifikasi pengiriman dengannya (docs/webhooks.md).
    .now = salin sekarang, rahasia ini tidak ditampilkan lagi.
webhooks-copy-secret = Salin rahasia tanda tangan webhook { $id }
webhooks-kept = Sudah saya simpan
webhooks-loading = Memuat webhook…
webhooks-empty = Belum ada webhook: tambahkan URL Anda untuk mendapat kabar setiap penjualan.
