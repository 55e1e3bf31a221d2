# %% [markdown]
# # Panduan guru
#
# Buku nota ini untuk orang yang mengendalikan kelas. Ia merangkumi rancangan pelajaran untuk setiap buku nota,
# memaparkan permainan di projektor, lembaran kerja dengan skema jawapan, mengumpul kemajuan, dan menjalankan kit sebagai
# aplikasi web bilik darjah yang membolehkan pelajar melihat permainan dan latihan tetapi bukan kod.
#
# ## Rancangan 45 minit untuk setiap pelajaran
#
# | Buku nota | 10 min: tunjuk | 20 min: cuba | 15 min: semak |
# |---|---|---|---|
# | 00 Mula di sini | meja, mengklik kad, cara jawapan disemak | setiap pelajar memberi nama dan mengklik satu tangkapan | latihan nilai kad |
# | 01 Kad dan nilai | dek dan nilai Klasik; kad gambar (R5) | peringkat nilai kad pada meja hidup | tiga latihan nilai kad; topik lembaran kerja `card_values`, tahap 1 |
# | 02 Menangkap | lima peringkat satu demi satu: berpasangan, jumlah, beberapa set, tidak pernah dua kali, kad gambar | pelajar memenangi bintang tugasan setiap peringkat | `find_captures`, tahap 1 sebagai kuiz kelas di projektor; topik lembaran kerja `capturing`, tahap 1 |
# | 03 Membina | tiga belas peringkat: membuat binaan, menyimpan penangkap (R7), nilai binaan (R15, R5), menangkap binaan secara keseluruhan (R4), binaan dan lebih lagi dalam satu tangkapan, binaan berganda (dan binaan as bernilai 1), memiliki (R8), menambah, menaikkan (R10), menaikkan dengan kad anda sahaja (R11), kemudian dua yang dimainkan menentang balasan (bina sekarang dan ambil pada giliran seterusnya; menaikkan dan balasannya) dan menyatukan dua binaan | tugasan peringkat, kemudian membina dan menaikkan secara bebas | `which_builds` (juga binaan as bernilai 1), `raise_or_add`; topik lembaran kerja `building` |
# | 04 Membuang kad, agihan, permainan pertama | membuang kad dan peraturan pemilik (R9); agihan langkah demi langkah (§3) | satu agihan menentang pemula, dengan Jurulatih | `the_deal`, `may_trail`, `spot_illegal`; jadual peraturan dalam satu halaman |
# | 05 Pengiraan mata dan sapu bersih | akhir agihan dan baki kadnya; sapu bersih; kira mata agihan yang sudah tamat di papan | pelajar mengira mata agihan yang ditunjukkan | `score_deal`, `sweeps_and_leftovers`, `the_deal` (baki kad); topik lembaran kerja `scoring` |
# | 06 Casino Diraja | apa yang berubah: nilai, as, R12-R14, peraturan 18/19/20 dengan garis masa contoh | tujuh peringkat; kira mata contoh agihan mengikut tertib secara berpasangan | `royal_count_out` (meningkat), binaan Diraja, pengiraan mata berpasangan; topik lembaran kerja `royal` |
# | 07 Main satu permainan penuh | perlawanan hingga 21 menentang komputer di projektor, *Tunjukkan semua tangan* dihidupkan | pelajar bermain perlawanan (pemula, kemudian tamak) | `spot_illegal`, `score_deal`; bandingkan keputusan |
# | 08 Strategi | enam prinsip dalam perkataan, satu peringkat teka-teki setiap satu | pelajar menyelesaikan teka-teki, kemudian soalan langkah terbaik | bincangkan makmal: nasib atau kemahiran? |
#
# ## Memaparkan meja permainan di projektor
#
# * Gunakan suis **Kad empat warna** (♠ hitam, ♥ merah, ♦ biru, ♣ hijau) pada projektor: ia
#   juga membantu pelajar buta warna.
# * **Tunjukkan semua tangan** membuka setiap kad, supaya kelas boleh membincangkan apa yang dilakukan oleh komputer.
#   Selepas satu agihan, gelangsar **Main semula** bergerak melalui setiap langkah dengan semua tangan kelihatan.
# * Zum pelayar (Ctrl dan +) membesarkan kad; kad dilukis sebagai grafik vektor
#   dan kekal tajam.
#
# ## Lembaran kerja dan skema jawapan
#
# Lembaran kerja ialah halaman web yang boleh dicetak dengan kad dilukis dan ruang untuk menjawab; skema jawapan
# ialah fail berasingan dengan penerangan. **Benih yang sama sentiasa memberi lembaran yang sama**, jadi anda
# boleh mengedarkan lembaran dan menyimpan skemanya. Dari terminal:
#
# ```
# casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --lang ms --out worksheets
# ```
#
# Topik: `capturing`, `building`, `trailing`, `scoring`, `strategy`, `royal`, `mixed`. Yang sama
# dari Python:

# %% [check: worksheet]
import tempfile
from pathlib import Path

import casino_learn as cl
cl.set_language("ms")
from casino_learn.exercises.worksheet import write_worksheet

folder = Path(tempfile.mkdtemp())
sheet, key = write_worksheet("building", count=4, seed=42, variant="royal", out_dir=folder)
print(sheet.name, "dan", key.name)

# %% [markdown]
# Buka kedua-dua fail dalam pelayar dan cetaknya (File → Print). Inilah bahagian atas lembaran:

# %% [code as in English]

# %% [markdown]
# ## Mengumpul kemajuan dan laporan kelas
#
# Dalam pelajaran 00 setiap pelajar menaip namanya sekali (**Simpan kemajuan saya**); mulai saat itu setiap
# latihan yang dijawabnya dalam mana-mana pelajaran direkodkan, dan setiap pelajaran menunjukkan *Anda ialah …* dengan **Kemajuan
# saya** dan **Tukar nama** (untuk komputer yang dikongsi) di atas latihannya. Nama dalam mana-mana tulisan
# boleh digunakan. Kemajuan setiap pelajar ialah fail kecil, `progress-<name>-<code>.json` (kod itu memisahkan
# dua pelajar yang namanya hampir sama, contohnya *Ana* dan *ana*), dalam folder `.casino_learn` mereka, atau
# dalam folder yang dinamakan oleh `CASINO_LEARN_HOME` (tetapkannya kepada folder kongsi di makmal komputer).
# Fail daripada versi kit yang lebih lama (`progress-<name>.json`) masih dibaca. Kumpulkan fail-fail itu
# dan jalankan:
#
# ```
# casino-learn class-report progress-*.json --out report
# ```
#
# Ia menulis `class-summary.csv` (bukanya dalam hamparan; satu baris bagi setiap pelajar dan jenis
# latihan) dan satu carta bagi setiap topik. Lajur `status` menyatakan **needs help** untuk pelajar yang
# sudah mencuba dan menghadapi kesukaran (penguasaan di bawah 40%, atau satu petunjuk atau lebih bagi setiap latihan) dan **not started**
# untuk pelajar yang belum mencuba: pada carta, *perlu bantuan* ialah bar merah berlorek dengan cubaan,
# latihan yang diselesaikan dan petunjuk ditulis di sebelahnya, dan *belum bermula* tiada bar tetapi perkataannya berwarna
# kelabu. Fail yang tidak dapat dibaca tidak menghentikan laporan: ia mendapat barisnya sendiri (status
# `unreadable file`, dengan sebabnya dalam lajur `problem`), ia disenaraikan di skrin, dan
# arahan itu tamat dengan **status keluar 1**, jadi fail yang hilang tidak pernah terlepas pandang. Inilah kelas kecil
# pelajar rekaan: Ana, Ben dan Chen menjawab tiga soalan membuang kad (Ana betul ketiga-tiganya, Ben
# tiada, Chen dua), Dee belum bermula, dan fail Dan rosak:

# %%
from casino_learn.exercises.classreport import class_report, example_class

class_folder = Path(tempfile.mkdtemp())
example_class(class_folder, [("Ana", 3), ("Ben", 0), ("Chen", 2), ("Dee", -1)])  # pelajar rekaan; Dee belum bermula
(class_folder / "progress-Dan.json").write_text("{ ini bukan fail kemajuan")
report = class_report(sorted(class_folder.glob("progress-*.json")), class_folder / "report")
print(report)

# %% [check: class-report]
import csv

with open(report.csv_path, newline="", encoding="utf-8") as handle:
    rows = list(csv.DictReader(handle))
print(len(rows), "baris; lajur:", ", ".join(rows[0]))
for row in rows:
    if row["kind"] == "may_trail" or row["status"] == "unreadable file":
        print(f"{row['learner'] or '(fail)':6} {row['kind'] or '-':10} cubaan {row['attempts'] or '-':>2}  {row['status']:15} {row['problem'][:40]}")

# %% [markdown]
# Carta membuang kad: Ben perlu bantuan (merah, berlorek), Dee belum bermula (perkataan kelabu, tiada bar).

# %% [code as in English]

# %% [markdown]
# ## Latihan yang menyesuaikan diri
#
# Di halaman latihan, pelajar boleh menekan **Latih titik lemah saya**: kit kemudian memilih setiap
# latihan daripada rekod pelajar itu sendiri. Topik paling lemahnya didahulukan; tiga jawapan betul pada
# cubaan pertama berturut-turut (tanpa petunjuk) menaikkan jenis latihan itu satu tahap, dua kesilapan berturut-turut
# (tidak diselesaikan, atau hanya dengan petunjuk atau jawapan) menurunkannya satu tahap; dan setiap latihan kelima
# mengulang kaji sesuatu yang sudah dikuasai, supaya ia tidak dilupakan. Tahap yang dicapai disimpan dalam
# fail kemajuan. Pilihan yang sama tersedia dalam Python:

# %% [check: adaptive]
import random

from casino_learn.exercises import Progress
from casino_learn.exercises.adaptive import next_exercise

ben = Progress.load("Ben", home=class_folder)
pick = next_exercise(ben, random.Random(1))
print(pick.kind, "pada tahap", pick.level)
print(pick.why(ben))

# %% [markdown]
# ## Aplikasi web bilik darjah
#
# Untuk membawa permainan dan latihan ke hadapan kelas tanpa sesiapa menyentuh kod, jalankan pada
# komputer guru:
#
# ```
# casino-learn app --ip 0.0.0.0 --port 8866 --lang ms
# ```
#
# Ia menghidangkan dua halaman dengan Voilà: **play** (meja permainan) dan **practice** (latihan dengan
# fail kemajuan pelajar sendiri, dan **Latih titik lemah saya**). Pelajar membuka
# `http://<komputer guru>:8866` dalam pelayar pada rangkaian yang sama; mereka hanya melihat widget dan tidak boleh menjalankan kod. Gunakan `--ip 127.0.0.1` (lalai)
# untuk mencubanya pada komputer anda sendiri dahulu. Komputer guru mesti membenarkan sambungan masuk
# pada port itu; tekan Ctrl+C untuk menghentikan aplikasi.
#
# ### Kelas dengan kod peribadi
#
# ```
# pip install -e '.[app]'
# casino-learn class new "7A" --students names.txt --variant classic --opponent beginner --level 1 --lang ms
# casino-learn class start "7A" --ip 0.0.0.0 --port 8866
# ```
#
# 1. `names.txt` ada satu nama pelajar bagi setiap baris (apa-apa tulisan; dua pelajar tidak boleh berkongsi nama).
#    `class new` mencetak folder kelas, **kunci guru**, dan laluan helaian **kad sertai** untuk
#    digunting, satu bagi setiap pelajar dengan kodnya. Kod disimpan hanya sebagai cincangan: cetak
#    helaian itu sekarang. Pelajar yang kehilangan kadnya: `casino-learn class codes "7A" --new "Ana"`; kunci
#    guru baharu: `casino-learn class codes "7A" --teacher`.
# 2. `class start` menghidangkan kelas (`app --class "7A"` melakukan perkara yang sama). Pelajar membuka
#    `http://<komputer guru>:8866`, menaip kod mereka dan mendapat permainan **mereka sendiri** (agihan
#    mereka sendiri; permainan, lawan dan tahap kelas) dan kemajuan **mereka sendiri**. Perlawanan mereka disimpan
#    selepas setiap langkah dan kembali di tempat ia berhenti: dalam tab lain, selepas Ctrl+C dan permulaan baharu,
#    malah selepas ranap. **Log keluar** menamatkan sesi (lakukannya pada komputer yang dikongsi). Kod yang salah
#    ditolak, dan selepas beberapa kali komputer itu mesti menunggu seminit.
# 3. Anda membuka `http://<komputer guru>:8866/teacher` dan menaip kunci guru: penguasaan, cubaan dan bintang
#    setiap pelajar mengikut topik, siapa yang **perlu bantuan** (sudah mencuba dan menghadapi kesukaran) berasingan daripada siapa yang
#    **belum bermula**; halaman itu mengemas kini sendiri setiap 10 saat. Muat turunnya sebagai CSV, atau
#    ubah permainan, lawan dan tahap latihan kelas di situ (`casino-learn class settings`
#    melakukan perkara yang sama dari terminal).
#
# Permainan, lawan, tahap, nama pelajar dan kotak tersembunyi "Tunjukkan semua tangan"
# ditentukan pada komputer anda: pelajar yang mengusik halaman tidak boleh mengubahnya atau melihat
# kad komputer.
#
# **Apa yang diperlukan oleh komputer.** Seluruh kelas berjalan dalam satu program: setiap pelajar menggunakan lebih kurang
# 1 MB memori, bukan satu Python penuh. Diukur pada komputer 2 teras dengan 60 pelajar tiba satu
# demi satu dalam pelayar baharu (`python benchmarks/bench_class60.py --students 60`): kesemua 60 mendapat
# meja mereka; lawatan pertama memuat turun 12 kB (setiap fail datang dari komputer anda, tiada dari
# internet); setiap pelajar melihat tangannya lebih kurang 1 s selepas membuka halaman permulaan (kurang daripada 2 s untuk yang
# paling perlahan); pelayan menggunakan 85 MB semasa rehat dan 147 MB dengan 60 pelajar di halaman mereka; ia bermula dalam 1–2 s
# dan berhenti dengan Ctrl+C dalam 1–3 s. **Komputer riba dengan 2 teras
# dan memori 4 GB boleh menjalankan kelas 30 orang (lebih kurang 150 MB untuk pelayan) atau 60 orang (lebih kurang 200 MB).**
# Setiap pelajar yang tiba menggunakan lebih kurang 0.13 s masa pemproses pelayan: apabila seluruh kelas
# tiba dalam minit yang sama, yang terakhir menunggu beberapa saat untuk meja mereka. Permainan tab yang ditutup
# dibebaskan selepas seminit; seminit selepas tab terakhir ditutup, pelayan bermula semula dengan
# sendirinya (alamat yang sama, tiada sesiapa perlu log masuk semula, semua permainan disimpan) dan
# kembali kepada memori semasa rehat (79 MB dua minit selepas 60 pelajar keluar).
#
# **Apabila berlaku masalah.**
# * *Pelajar melihat "Sila log masuk semula"*: halaman itu dibuka dalam pelayar lain, atau selepas
#   Log keluar: log masuk dengan kod sekali lagi.
# * *"Terlalu banyak kod salah"*: tunggu seminit; semak kad (kod tidak membezakan huruf besar/kecil dan ruang).
# * *Halaman perlahan*: program lain sedang menggunakan teras; tutupnya. Pelayar pelajar melukis
#   halaman pada komputer mereka sendiri; komputer anda hanya menjalankan permainan.
# * *Pelajar tidak dapat menyambung*: pelayan mesti dijalankan dengan `--ip 0.0.0.0`, dan tembok api komputer
#   mesti membenarkan port itu.
# * *Fail kemajuan pelajar rosak*: ia dialihkan ke tepi dengan cap masa, tidak pernah dipadam; paparan
#   guru menyenaraikannya sebagai fail yang tidak dapat dibaca.
#
# **Mencetak.** `casino-learn worksheet ... --paper a4` (atau `letter`) mencetak lebih kurang tiga halaman untuk
# sepuluh soalan tanpa dakwat latar belakang; `casino-learn handout --variant classic --lang ms` menulis ringkasan
# peraturan satu halaman untuk meja setiap pelajar.
#
# ## Di pelayan sekolah
#
# Jika sekolah anda menjalankan kit pada pelayannya sendiri (JupyterHub, disediakan oleh pejabat IT dengan
# `casino-learn hub`), tiada apa-apa yang perlu dipasang di bilik darjah:
#
# * **Log masuk.** Anda dan pelajar anda log masuk di `https://<pelayan sekolah>/hub/login` dengan nama
#   pengguna dan kata laluan pertama yang diberikan oleh pentadbir hub sekolah pada kad bercetak (tukarkannya segera di
#   `https://<pelayan sekolah>/hub/change-password`). Jika sekolah anda membenarkan guru mendaftar sendiri, daftar
#   di `https://<pelayan sekolah>/hub/signup` dan tunggu sehingga pentadbir hub meluluskan anda.
# * **Paparan guru anda.** Buka `https://<pelayan sekolah>/services/casino-teacher/` (ia juga ada
#   di bawah **Services** dalam menu hub). Ia hanya menunjukkan kelas anda sendiri: halaman langsung yang sama seperti
#   paparan guru aplikasi bilik darjah (siapa perlu bantuan, siapa belum bermula, penguasaan mengikut topik,
#   bintang kursus), dikemas kini setiap 10 saat, dengan muat turun CSV. Kunci guru tidak diperlukan:
#   log masuk sudah mencukupi. Pautan **Laman utama hub** dan **Log keluar** ada di bahagian atas halaman. Butang
#   **Start My Server** hub memberi anda pelayan pelajar anda sendiri, untuk mencuba apa yang dilihat oleh
#   pelajar anda; paparan guru anda kekal di alamat di atas.
# * **Apa yang dilihat oleh pelajar.** Setiap pelajar mendapat pelayannya sendiri dengan kemajuannya sendiri. Kelas yang ditetapkan
#   kepada *app* membuka halaman bermain dan latihan (nama mereka ialah nama log masuk mereka); kelas yang ditetapkan
#   kepada *course* membuka buku nota ini dalam JupyterLab, setiap pelajar dengan salinannya sendiri. Kelas dengan `"lang": "ms"`
#   mendapat buku nota dalam Bahasa Melayu; menu JupyterLab sendiri kekal dalam bahasa Inggeris (tiada pek bahasa Melayu rasmi). Di
#   pelayan sekolah, nama setiap pelajar ialah nama log masuknya, dalam setiap pelajaran dan di halaman
#   latihan: tiada sesiapa menaip nama, dan kemajuan pelajar kelihatan dalam paparan guru anda sejak latihan
#   pertamanya. Pelajar
#   tidak boleh membuka paparan guru anda atau kerja satu sama lain.
# * **Kelas dan akaun** ada dalam fail sekolah; minta pentadbir hub menambah kelas atau
#   pelajar, atau menetapkan semula kata laluan yang terlupa.
#
# ## Cuba latihan sendiri

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]