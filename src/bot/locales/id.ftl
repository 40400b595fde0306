# Kata-kata bot dalam bahasa Indonesia. Pesan dan variabel sama dengan en.ftl.

## Profil bot

bot-description = Bot ini menjual akses ke grup dan kanal privat. Kirim /start untuk melihat paket, bayar dengan Telegram Stars atau kartu, lalu dapatkan tautan undangan pribadimu langsung di sini.
bot-short-description = Akses ke grup privat: pilih paket, bayar, dan dapatkan tautan undanganmu.

## Menu perintah

command-start = Paket dan aksesmu
command-redeem = Tukarkan kode akses
command-cancel = Hentikan pertanyaan yang sedang berjalan
command-help = Apa yang bisa kamu lakukan di sini
command-language = Pilih bahasamu
command-dashboard = Tautan masuk ke dasbor
command-stats = Pendapatan dan penjualan hari ini dan bulan ini
command-plans = Paket: harga, durasi, langganan aktif
command-analytics = MRR, churn, LTV, dan uji coba saat ini
command-broadcast = Kirim pesan ke semua anggota yang punya akses
command-pause = Jeda penjualan: tidak ada penjualan baru, akses tetap berjalan
command-resume = Lanjutkan penjualan setelah /pause
command-flood = Kontrol flood: /flood <pesan> <detik> [mute <menit>], /flood off
command-grant = Berikan paket ke anggota: /grant <member_id> <plan_id>
command-members = Akses dan pesanan anggota: /members <member_id atau @username>
command-ban = Blokir anggota: /ban <member_id> [alasan]
command-unban = Cabut blokir: /unban <member_id>
command-export = Daftar anggota sebagai file spreadsheet (CSV)
command-coupons = Kupon: daftar, atau /coupons new 20% <plan_id>
command-backup = Cadangan bot sebagai file

## Bahasa

language-choose = Pilih bahasamu:
language-chosen = Beres: mulai sekarang aku akan berbicara denganmu dalam bahasa Indonesia.

## Format

day-never = tidak pernah (akses seumur hidup)
length-life = seumur hidup
length-until = sampai { $date }
length-years = { $n } tahun
length-months = { $n } bulan
length-days = { $n } hari
duration-seconds = { $n } dtk
duration-minutes = { $n } menit
duration-hours = { $h } jam
duration-hours-minutes = { $h } jam { $m } mnt
plan-fallback = paket { $id }

## Menu anggota dan aksesnya

welcome = Halo! Pilih paket untuk mendapatkan akses:
welcome-named = Halo, { $name }! Pilih paket untuk mendapatkan akses:
nothing-to-sell = Saat ini belum ada yang bisa dibeli di sini.
your-access =
    Aksesmu:
    { $lines }
access-line = • { $plan } — sampai { $ends }
links = Kamu sudah masuk! Ketuk untuk bergabung (setiap tautan hanya bisa dipakai olehmu).
links-until = Kamu sudah masuk! Ketuk untuk bergabung (setiap tautan hanya bisa dipakai olehmu). Akses sampai { $ends }.
renewed = Terima kasih! { $plan } kini berlaku sampai { $ends }.
ended = Aksesmu lewat { $plan } sudah berakhir. Kirim /start untuk memperpanjang.
expiring = Aksesmu lewat { $plan } berakhir pada { $ends }. Kirim /start untuk memperpanjang.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = Berlangganan: { $plan } — { $price } per bulan
trial-button = Mulai uji coba gratis: { $plan }
trial-started = Uji coba gratis { $plan } berlaku sampai { $ends }. Tautanmu segera menyusul.
trial-unavailable = Uji coba ini tidak tersedia untukmu.
subscribe-link = Buka tautan untuk berlangganan (diperpanjang setiap bulan sampai kamu membatalkannya):
invoice-description = Akses selama { $length }
invoice-description-coupon = Akses selama { $length }, dengan kupon { $code }
invoice-description-life = Akses seumur hidup
invoice-description-life-coupon = Akses seumur hidup, dengan kupon { $code }
foreign-invoice = Tagihan ini dibuat untuk anggota lain; kirim /start untuk mendapatkan tagihanmu sendiri.
price-changed = Harga paket ini sudah berubah; kirim /start untuk melihat harga terbaru.
not-sold-here = Paket ini tidak bisa dibeli di sini.
sales-paused = Penjualan sedang dijeda: tidak ada yang baru yang bisa dibeli. Aksesmu, jika ada, tetap berjalan seperti biasa; kirim /start nanti.
pay-by-card = Bayar dengan kartu di halaman pembayaran yang aman; tautanmu menyusul begitu pembayaran berhasil.
card-button = Bayar dengan kartu
redeem-usage = Kirim /redeem diikuti kodemu, contohnya: /redeem K7PQ2MX9TA
redeemed = Kode diterima: { $plan } sampai { $ends }. Tautanmu segera menyusul.
referred = Selamat datang! Kamu diundang oleh seorang anggota.
not-understood = Aku tidak mengerti. Kirim /start untuk melihat paket, atau /help untuk melihat apa yang bisa kulakukan.

## Mengapa paket tidak bisa didapat

refusal-no-plan = Paket ini sudah tidak ada.
refusal-no-longer-sold = Paket ini sudah tidak dijual.
refusal-banned = Kamu tidak bisa membeli atau menukarkan apa pun di sini: pemilik telah memblokirmu.
refusal-token-only = Paket ini hanya tersedia dengan kode akses.
refusal-credit-only = Paket ini hanya bisa dibayar dengan saldo.
refusal-newcomers = Paket ini hanya untuk anggota baru.
refusal-returning = Paket ini hanya untuk anggota yang pernah berlangganan sebelumnya.
refusal-invitee-only = Paket ini hanya untuk anggota yang diundang oleh anggota lain.
refusal-used-up = Kamu sudah mendapatkan paket ini sebanyak yang diizinkan.

## Kupon, untuk anggota

coupon-button = Aku punya kupon
ask-coupon = Kirimkan kode kuponmu.
coupon-placeholder = Kode kupon
coupon-applied = Kupon { $code } diterima: potongan { $off }. Pilih paket:
coupon-buy-button = { $plan } — { $now } (sebelumnya { $was })
coupon-fits-nothing = Kupon { $code } tidak berlaku untuk paket mana pun yang bisa kamu beli di sini.
coupon-unknown = Kode kupon itu tidak valid; periksa lalu coba lagi.
coupon-archived = Kupon { $code } sudah tidak berlaku.
coupon-expired = Kupon { $code } kedaluwarsa pada { $date }.
coupon-used-up = Kupon { $code } sudah habis dipakai.
coupon-used-by-you = Kamu sudah memakai kupon { $code }.
coupon-not-for-plan = Kupon { $code } tidak berlaku untuk paket ini.
coupon-not-for-renewals = Kupon { $code } hanya untuk pembayaran pertama, sedangkan paket ini diperpanjang setiap bulan dengan harga saat kamu berlangganan.

## Formulir

form-intro = Beberapa pertanyaan sebelum kamu membayar. Kirim /cancel untuk berhenti kapan saja.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (opsional)
skip-button = Lewati
form-thanks = Terima kasih, jawabanmu sudah disimpan.
form-cancelled = Dihentikan: jawabanmu tidak disimpan. Kirim /start kalau ingin melihat paket lagi.
form-abandoned = Pertanyaan dihentikan: jawabanmu tidak disimpan.
nothing-to-cancel = Tidak ada yang perlu dibatalkan.
form-stale-button = Pertanyaan itu sudah tidak terbuka.
form-refused-empty = Silakan kirim jawaban.
form-refused-too-long = Jawaban itu terlalu panjang: maksimal 1.000 karakter, ya.
form-refused-email = Itu tidak terlihat seperti alamat email; kirim yang seperti nama@contoh.com.
form-refused-number = Silakan kirim angka, misalnya 12 atau 12,5.
form-refused-choice = Silakan ketuk salah satu tombol.
form-refused-not-text = Silakan jawab dengan pesan teks.

## Tidak pernah diam

payment-not-started = Maaf, pembayaran tidak bisa dimulai ({ $reason }). Coba lagi nanti, atau hubungi pemilik.
invoice-refused = platform menolak tagihan
invoice-price-refused = platform tidak menerima harga paket ini
checkout-refused = pembayaran kartu tidak bisa dibuka
links-refused = Aksesmu sudah tercatat; pemilik sudah diberi tahu. Aku belum bisa membuat { $count ->
    [one] tautan undanganmu
   *[other] tautan-tautan undanganmu
} untuk { $chats }; kirim /start nanti untuk mendapatkannya.
links-partly =
    { $links }

    Aku belum bisa membuat tautan undanganmu untuk { $chats }. Aksesmu sudah tercatat; pemilik sudah diberi tahu; kirim /start nanti untuk mendapatkannya.

## Admin

not-admin = Perintah ini khusus untuk admin bot.
help =
    Perintah:
    { $lines }
broadcast-usage = Kirim /broadcast diikuti pesannya, contohnya: /broadcast Sinyal baru pukul 18.00
broadcast-queued = Siaran sudah masuk antrean; pesan akan sampai ke setiap anggota yang punya akses, sesuai batas platform.
grant-usage = Kirim /grant <member_id> <plan_id>, contohnya: /grant 123456789 2
granted = { $plan } diberikan kepada { $member } sampai { $ends }.
stats =
    Penjualan:
    { $lines }
stats-today = Hari ini: { $revenue } ({ $sales } penjualan)
stats-month = Bulan ini: { $revenue } ({ $sales } penjualan)
plans =
    Paket:
    { $lines }
plans-more =
    Paket:
    { $lines }
    …dan { $more } lagi: lihat dasbor.
plan-line = #{ $id } { $plan } — { $price }, { $length } — { $live } aktif
plan-line-archived = #{ $id } { $plan } — { $price }, { $length } — { $live } aktif (diarsipkan)
no-plans = Belum ada paket. Buat satu di dasbor atau dengan POST /plans.
paused = Penjualan dijeda: anggota melihat akses mereka tetapi tidak ada paket, dan tidak ada tagihan atau pembayaran kartu yang dibuat. Perpanjangan, kode, dan akses tetap berjalan. Kirim /resume untuk berjualan lagi.
already-paused = Penjualan memang sudah dijeda. Kirim /resume untuk berjualan lagi.
resumed = Penjualan dibuka lagi: anggota melihat paket dan bisa membayar lagi.
not-paused = Penjualan tidak sedang dijeda; anggota bisa membeli seperti biasa.
analytics =
    Pendapatan berulang saat ini:
    { $lines }
    Pergerakan dan kohort ada di dasbor (/dashboard).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr }), { $paying } membayar{ $arpu }, churn 30 hari { $churn }{ $ltv }
analytics-arpu = , ARPU { $amount }
analytics-ltv = , LTV { $amount }
analytics-trials = Uji coba: { $active } aktif; 90 hari terakhir { $started } dimulai, { $converted } berlanjut ke pembayaran ({ $rate })
sign-in-link =
    Tautan masukmu ke dasbor. Hanya bisa dipakai sekali, dalam 10 menit; jangan diteruskan:
    { $link }

## Kontrol flood

flood-usage = Kirim /flood <pesan> <detik> untuk menghapus pesan anggota yang melebihi jumlah itu dalam sekian detik di sebuah chat; tambahkan mute <menit> untuk sekaligus membisukannya, atau /flood off. Pesan 2–100, detik 1–3600, menit 1–1440. Contohnya: /flood 5 10 mute 10
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = menit harus antara 1 dan 1440
flood-on = Kontrol flood aktif: pesan anggota yang melebihi { $messages } dalam { $seconds } detik di sebuah chat akan dihapus. Admin-mu dan administrator chat tidak pernah dibatasi. /flood off mematikannya.
flood-on-mute = Kontrol flood aktif: pesan anggota yang melebihi { $messages } dalam { $seconds } detik di sebuah chat akan dihapus, dan anggota itu dibisukan selama { $mute }. Admin-mu dan administrator chat tidak pernah dibatasi. /flood off mematikannya.
flood-off = Kontrol flood mati: tidak ada yang dihitung atau dihapus. Kirim /flood <pesan> <detik> untuk menyalakannya.
flood-muted = { $name } dibisukan selama { $duration } karena mengirim terlalu banyak pesan.

## Anggota dan blokir

ban-usage = Kirim /ban <member_id> [alasan], contohnya: /ban 123456789 spam. Di grup, balas pesan anggota itu dengan /ban.
unban-usage = Kirim /unban <member_id>, contohnya: /unban 123456789. Di grup, balas pesan anggota itu dengan /unban.
ban-reason-too-long = Alasannya terlalu panjang: maksimal { $max } karakter.
banned = { $who } diblokir: aksesnya dicabut, dikeluarkan dari semua chat dan tidak bisa masuk lagi, serta tidak bisa membeli apa pun. /unban mencabut blokirnya.
already-banned = { $who } memang sudah diblokir.
banned-in-group = { $who } diblokir.
unbanned = Blokir { $who } dicabut: ia bisa membeli lagi. Akses yang dicabut karena blokir tidak dikembalikan.
not-banned = { $who } tidak sedang diblokir.
unbanned-in-group = { $who } tidak diblokir lagi.
members-usage = Kirim /members <member_id atau @username>, contohnya: /members 123456789 atau /members @alice
unknown-member = Aku tidak mengenal { $who }: seorang anggota dikenal setelah ia memulai bot, membayar, atau diberi paket.
member-access =
    Akses:
    { $lines }
member-no-access = Tidak ada akses saat ini.
member-orders =
    Pesanan terakhir:
    { $lines }
member-no-orders = Tidak ada pesanan.
ban-line = Diblokir sejak { $since }.
ban-line-reason = Diblokir sejak { $since }: { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = dibayar
order-status-refunded = dikembalikan

## File

export-queued = Menyiapkan file anggota; sebentar lagi sampai di sini.
backup-queued = Menyiapkan cadangan; sebentar lagi sampai di sini.
file-caption-members = Anggotamu dalam format CSV: bisa dibuka di aplikasi spreadsheet apa pun.
file-caption-backup = Cadanganmu (NDJSON). Simpan baik-baik: isinya anggota dan pesananmu. Untuk memulihkannya di tempat lain: tollgate bots import.
file-too-big-members = File anggota lebih dari 50 MB, melebihi batas kirim bot. Unduh lewat API saja: GET /exports/members, dengan kunci level 5 atau lebih.
file-too-big-backup = Cadangan lebih dari 50 MB, melebihi batas kirim bot. Unduh lewat API saja (GET /backup, dengan kunci level 6 atau lebih) atau di server dengan tollgate bots export.

## Kupon, untuk admin

coupons-usage = Kirim /coupons untuk melihat daftar kupon, /coupons new 20% <plan_id> untuk membuatnya (tanpa paket berlaku untuk semua paket), atau /coupons new 5 <plan_id> untuk potongan 5 dalam mata uang paket.
coupons-none = Belum ada kupon. Buat dengan /coupons new 20% <plan_id>.
coupons-list =
    Kupon (terbaru lebih dulu):
    { $lines }
coupon-made = Kupon { $code } dibuat: potongan { $off } untuk { $plans }, sekali per anggota. Anggota memasukkannya lewat tombol “Aku punya kupon”, atau membuka { $link }
coupon-not-made = Tidak dibuat: { $reasons }.
coupon-every-plan = semua paket
coupon-plans = { $count ->
   *[other] paket { $ids }
}
coupon-line = • { $code } — potongan { $off } untuk { $plans }, { $used } terpakai{ $until }, { $duration }
coupon-line-archived = • { $code } — potongan { $off } untuk { $plans }, { $used } terpakai{ $until }, { $duration } (diarsipkan)
coupon-until = , sampai { $date }
coupon-duration-once = sekali
coupon-duration-forever = selamanya

## Yang diberitahukan ke pemilik dan admin level 7+ saat tautan undangan gagal dibuat

alert-invite-rights = Aku tidak bisa membuat tautan undangan untuk { $chat }: aku butuh hak “Undang pengguna” di sana. Anggota yang sudah membayar sedang menunggu tautannya.
alert-invite-absent = Aku tidak bisa membuat tautan undangan untuk { $chat }: aku bukan anggotanya (tidak pernah ditambahkan, atau dikeluarkan). Tambahkan aku sebagai administrator dengan hak “Undang pengguna”. Anggota yang sudah membayar sedang menunggu tautannya.
alert-invite-missing = Aku tidak bisa membuat tautan undangan untuk { $chat }: platform menyebut chat itu tidak ada (dihapus, atau id-nya berubah). Periksa chat id-nya di Tollgate. Anggota yang sudah membayar sedang menunggu tautannya.
alert-invite-other = Aku tidak bisa membuat tautan undangan untuk { $chat }: platform menolak ({ $detail }). Anggota yang sudah membayar sedang menunggu tautannya.

## Yang ditolak layanan

refusal-code-unknown = Kode itu tidak valid. Periksa lalu coba lagi.
refusal-code-used-up = Kode { $code } sudah habis dipakai. Minta kode baru.
refusal-code-expired = Kode { $code } kedaluwarsa pada { $date }. Minta kode baru.
refusal-code-plan-gone = Kode { $code } untuk paket yang sudah tidak ditawarkan. Minta kode baru.
refusal-trial-used = Kamu pernah punya { $plan }: uji cobanya hanya untuk anggota baru.
refusal-holds-plan = { $member } sudah punya { $plan }. Ubah saja tanggal berakhir langganan itu.
refusal-plan-unknown = Bot ini tidak punya paket { $plan }. Kirim /plans untuk melihat id paket.
refusal-plan-archived = Paket { $plan } sudah diarsipkan dan tidak bisa diberikan lagi.
refusal-member-banned = { $member } diblokir: tidak ada yang bisa diberikan atau dijual kepadanya sampai blokirnya dibuka (/unban { $member }).
refusal-not-member = { $member } belum menjadi anggota bot ini: seseorang menjadi anggota setelah memulai bot, membayar, atau diberi paket.
refusal-ban-owner = { $member } adalah pemilik bot dan tidak bisa diblokir.
refusal-ban-admin = { $member } adalah admin bot ini (level { $level }). Hapus dia sebagai admin sebelum memblokirnya.
