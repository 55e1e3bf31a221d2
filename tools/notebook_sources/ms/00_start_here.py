# %% [markdown]
# # Mula di sini: Casino
#
# Selamat datang! **Casino** ialah permainan kad untuk dua, tiga atau empat pemain. Anda bermain menentang
# **lawan**, dan kad yang anda menangi memberi mata.
#
# Pada permulaan, empat kad terbuka di atas **meja**, dan anda serta lawan anda masing-masing memegang empat
# kad di **tangan**. Anda bermain bergilir-gilir. Pada giliran anda, anda memainkan **satu kad** dari tangan anda dan
# melakukan salah satu daripada tiga perkara dengannya:
#
# * **tangkap**: ambil kad meja yang sama nilai dengan kad anda (7 mengambil 7, atau 4 + 3: setiap satu ini ialah **set**). Kad
#   yang anda ambil menjadi **kad tangkapan** anda;
# * **bina**: letakkan kad anda pada kad meja untuk membuat **binaan**, yang anda rancang untuk diambil pada giliran kemudian;
# * **buang**: tinggalkan sahaja kad anda di atas meja.
#
# Apabila semua kad sudah dimainkan, **agihan** itu tamat dan mata dikira daripada kad
# tangkapan. Mata dijumlahkan dari agihan ke agihan. Apabila satu agihan tamat dengan seseorang mencapai **21 atau lebih**,
# pemain yang ada **jumlah tertinggi** menang; jika dua pemain berkongsi jumlah tertinggi, satu agihan lagi
# dimainkan.
# (Empat pemain juga boleh bermain sebagai dua pasukan berpasangan: anda akan menemuinya kemudian.)
#
# Anda akan mempelajari setiap perkataan ini dalam pelajarannya sendiri. **Casino Diraja**, versi yang dimainkan di
# Republik Dominica, mengubah beberapa peraturan: pelajaran 6 menunjukkan apa yang berubah. Sehingga itu, setiap pelajaran
# ialah Casino **Klasik**.
#
# Setiap peraturan ada **nama** dan **nombor**, supaya anda boleh mencarinya: lima belas peraturan yang
# melarang sesuatu langkah dinomborkan R1 hingga R15, dan bahagian lain peraturan ialah seksyen yang dinomborkan
# dengan §, seperti §1.2. Apabila kit menerangkan langkah atau jawapan, ia menyatakan kehendak peraturan itu, kemudian
# nombornya dalam kurungan, seperti ([R5](10_rules_reference.ipynb#R5)): klik nombor dalam pelajaran untuk membaca seluruh peraturan.
#
# Ada dua tempat untuk mencari maklumat, bila-bila masa: <a href="10_rules_reference.ipynb" style="text-decoration:underline">rujukan peraturan</a>, yang
# memberi setiap peraturan permainan (apabila pelajaran menamakan peraturan, seperti peraturan kad gambar (R5),
# pautannya pergi ke situ), dan <a href="10_rules_reference.ipynb#glossary" style="text-decoration:underline">glosari</a>nya, yang menerangkan maksud setiap
# perkataan dalam permainan.
#
# Jalankan setiap sel dengan **Shift + Enter** (atau butang ▶), bermula dari atas.

# %%
import casino_learn as cl
cl.set_language("ms")
from casino_learn.lesson import show, typed_as
from casino_learn.widgets.stage import lesson_table
from casino_learn.widgets.exercise import ExerciseWidget

# %% [markdown]
# ## Meja kad
#
# Inilah satu kedudukan: kad di tengah berada di atas **meja**, kad di bawah ialah **tangan
# anda**. Kad yang bersendirian di atas meja ialah **kad lepas** (pelajaran 3 menunjukkan benda lain
# yang boleh ada di atas meja: binaan, iaitu kad yang kekal bersama). Dalam kedudukan latihan ini hanya anda yang memegang kad; dalam permainan sebenar
# lawan anda juga memegang empat kad, tertutup, jadi anda tidak pernah melihatnya.

# %% [code as in English]

# %% [markdown]
# ## Mengklik kad
#
# Ini **meja hidup**. Cuba satu tangkapan:
#
# 1. klik kad **8♥** di tangan anda (kad yang dipilih naik ke atas dan mendapat tanda ✓);
# 2. klik **8♦** di atas meja: nilainya juga 8;
# 3. tekan **Tangkap**, kemudian **Main**.
#
# Hanya tindakan yang dibenarkan oleh kad anda boleh dipilih; tekan butang yang kelabu dan kit memberitahu sebabnya. **Buat asal**
# membatalkan satu langkah. **Tunjukkan langkah yang sah** menyenaraikan tangkapan dan buangan yang boleh anda buat
# (membina datang dalam pelajaran 3). Sesetengah tangkapan dalam senarai itu mengambil beberapa set sekali gus:
# pelajaran 2 menunjukkan caranya.
#
# Tiada tetikus? Tekan **Tab** untuk sampai ke kad, kekunci anak panah untuk bergerak antara kad dan **Space** untuk
# memilih; kemudian **C** untuk Tangkap, **T** untuk Buang dan **P** untuk bermain (kekunci disenaraikan di bawah meja).

# %% [code as in English]

# %% [markdown]
# ## Nama anda
#
# Kit menyimpan kemajuan anda: latihan yang anda cuba dan selesaikan, dan petunjuk yang anda gunakan. Dengan itu
# ia boleh menunjukkan apa yang perlu dilatih seterusnya. Taip nama anda dan tekan **Simpan kemajuan saya**. Anda
# hanya ditanya sekali pada komputer ini: selepas itu setiap pelajaran menunjukkan *Anda ialah …* di atas latihannya, dengan
# **Kemajuan saya** untuk melihat prestasi anda, dan **Tukar nama** jika orang lain menggunakan komputer ini.
# Apa-apa nama boleh — Zoë, Łukasz atau Мария juga. Di pelayan sekolah, nama anda ialah log masuk anda, jadi tiada
# apa-apa untuk ditaip: kotak di bawah menyatakannya.

# %% [code as in English]

# %% [markdown]
# ## Menyemak jawapan
#
# Setiap pelajaran ada latihan. Taip jawapan anda (atau klik) dan tekan **Semak**. Jawapan yang salah
# mendapat maklum balas yang menyatakan apa yang silap; **Petunjuk** memberi bayangan (setiap petunjuk menyatakan sedikit lagi),
# dan **Tunjuk jawapan** menerangkan jawapan penuh. Kesilapan menaip tidak dikira sebagai kesalahan anda.
# Cuba yang ini: ia bertanya nilai sesuatu kad, yang diterangkan dalam pelajaran 1.

# %% [code as in English]

# %% [markdown]
# Apabila kit meminta anda menaip kad, tulislah seperti anda menyebutnya: `10D`, `10♦` dan
# `sepuluh daiman` semuanya bermaksud sepuluh daiman. Kit membaca semuanya sebagai kad yang sama:

# %% [check: card-spellings]
print(typed_as("10D", "10♦", "sepuluh daiman"))

# %% [markdown]
# ## Tempat kemajuan anda disimpan
#
# Sebaik sahaja anda memberi nama, setiap latihan yang anda jawab dalam mana-mana pelajaran ditambah ke dalam fail
# kemajuan kecil yang dinamakan sempena anda. **Kemajuan saya** (dalam setiap pelajaran) menunjukkan sejauh mana anda menguasai setiap
# topik dan menyatakan apa yang perlu dilatih seterusnya. Fail itu kekal di komputer ini, bersama fail-fail anda
# sendiri (guru anda boleh memberitahu di mana).
# Fail yang rosak tidak pernah dibuang: ia disimpan sebagai sandaran dan fail baharu dimulakan.
# Apabila anda kembali ke sesuatu pelajaran kemudian, mejanya kosong sehingga anda menjalankan semula selnya
# (**Shift + Enter**): bintang dan kemajuan anda tetap disimpan.
#
# ## Pelajaran
#
# | Pelajaran | Apa yang anda pelajari |
# |---|---|
# | 01 Kad dan nilai | dek, cara menaip kad, nilai setiap kad |
# | 02 Menangkap | lima peringkat kecil: berpasangan, jumlah, beberapa set sekali gus, tidak pernah dua kali, kad gambar |
# | 03 Membina | tiga belas peringkat: membuat binaan, menyimpan kad untuk mengambilnya, nilai binaan, menangkap binaan, binaan dan lebih lagi, binaan berganda, memiliki binaan, menambah, menaikkan, menaikkan dengan kad anda sahaja, bina sekarang dan ambil pada giliran seterusnya, menaikkan dan balasannya (kedua-duanya menentang lawan), menyatukan dua binaan |
# | 04 Membuang kad, agihan dan permainan pertama anda | bila anda boleh membuang kad; cara kad diagih; satu agihan menentang komputer; semua peraturan dalam satu halaman |
# | 05 Pengiraan mata dan sapu bersih | akhir agihan, mengosongkan meja, mata satu agihan, permainan hingga 21 |
# | 06 Casino Diraja | apa yang berubah dalam versi Diraja |
# | 07 Main satu permainan penuh | satu permainan penuh menentang komputer |
# | 08 Strategi | enam prinsip sebagai teka-teki, kemudian langkah terbaik, kemudian soalan yang dijawab dengan simulasi |
# | 09 Panduan guru | pelajaran, lembaran kerja, laporan kelas, aplikasi bilik darjah |
# | 10 Rujukan peraturan | setiap peraturan, dan glosari |
