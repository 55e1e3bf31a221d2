# %% [markdown]
# # Pelajaran 3: Membina
#
# *Lebih kurang 30 minit.* Jalankan setiap sel dengan **Shift + Enter**, bermula dari atas.
#
# **Binaan** ialah kad yang anda satukan di atas meja sekarang, supaya anda boleh menangkapnya
# **pada giliran kemudian**. Anda memainkan kad pada kad meja dan **mengumumkan satu nilai**: "bina
# lapan!". Mulai saat itu binaan itu hanya diambil secara keseluruhan, oleh kad yang bernilai itu.
#
# Pelajaran ini ada tiga belas peringkat pendek, satu idea setiap satu. Setiap peringkat menunjukkan peraturannya dalam bahasa mudah dan
# satu contoh, kemudian memberi anda 3 hingga 5 tugasan pada meja hidup: klik kad, tekan **Bina** (atau
# **Tangkap**), kemudian **Main**. Langkah yang tidak mencapai tugasan diterangkan dan dibatalkan. Anda memenangi
# sehingga tiga bintang setiap tugasan: betul pada kali pertama dan tanpa petunjuk. Peringkatnya:
#
# 1. membuat binaan
# 2. menyimpan kad untuk menangkapnya
# 3. nilai yang boleh ada pada binaan
# 4. menangkap binaan
# 5. binaan dan lebih lagi dalam satu tangkapan
# 6. binaan berganda
# 7. memiliki binaan
# 8. menambah pada binaan
# 9. menaikkan binaan
# 10. hanya kad anda mengubah nilai
# 11. bina sekarang, ambil pada giliran seterusnya
# 12. menaikkan, dan balasannya
# 13. menyatukan dua binaan

# %%
import casino_learn as cl
cl.set_language("ms")
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage, stage_table

# %% [markdown]
# ## {stage heading: making-a-build}
#
# Anda memegang 3♦, 3♠ dan 6♣. Di atas meja ada A♥ dan 2♣ ([contoh dalam §6.2](10_rules_reference.ipynb#s6.2)
# peraturan). Mainkan 3♦ pada A♥ dan 2♣: 1 + 2 + 3 = **6**, dan
# anda mengumumkan **"bina enam"**. Pada giliran seterusnya anda boleh mengambil ketiga-tiga kad dengan 6♣ anda, kecuali
# lawan anda dahulu mengambil binaan itu dengan 6 atau menaikkannya. (Jika lawan menambah padanya, binaan
# itu menjadi milik lawan, tetapi 6♣ anda masih mengambilnya, bersama kad yang ditambah. Menambah datang dalam Peringkat 8, menaikkan dalam Peringkat 9.)
#
# Cubalah: klik **3♦**, kemudian **A♥** dan **2♣**, dan tekan **Bina**. Kad ini menjadi 3 *atau* 6, jadi
# meja bertanya nilai mana yang anda umumkan: pilih **6** (klik, atau tekan **V**), kemudian **Main**.
# Tekan **Buat asal** dan cuba **Tunjukkan langkah yang sah**.

# %% [code as in English]

# %% [markdown]
# Mengapa 3♦ bersama A♥ dan 2♣ juga boleh diumumkan sebagai **3**? 3♦ anda bernilai 3 dengan sendirinya, dan
# A♥ + 2♣ juga bernilai 3: dua **kumpulan** 3, yang akan anda tangkap dengan 3♠ anda yang satu lagi. Binaan
# dengan beberapa kumpulan ialah **binaan berganda** (Peringkat 6). Inilah semua binaan yang boleh anda buat:

# %% [code as in English]

# %% [markdown]
# Bina nilai yang diminta oleh setiap tugasan.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: keeping-a-capturer}
#
# Inilah apa yang dikatakan oleh meja tentang tiga binaan daripada kedudukan pertama (3♦, 3♠ dan 6♣ di tangan
# anda; A♥ dan 2♣ di atas meja):

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-values}
#
# Meja menolak binaan yang tidak boleh ditangkap oleh mana-mana kad:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-a-build}
#
# Sekarang tangkap beberapa binaan, setiap satu secara keseluruhan.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-more-at-once}
#
# Satu kad boleh mengambil binaan dan lebih lagi: kira kad meja yang diambil oleh setiap tangkapan.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: multiple-builds}
#
# Meja melukis setiap kumpulan binaan berasingan daripada kumpulan seterusnya, supaya anda boleh menyemaknya satu demi satu.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owning-a-build}
#
# Perhatikan label di bawah setiap binaan: ia menyatakan "pemilik: Anda" atau "pemilik: Lawan". Pemilik juga
# tidak boleh membuang kad: peraturan itu datang dalam pelajaran 4.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: adding-to-a-build}
#
# Perhatikan label binaan: selepas anda menambah padanya, ia menyatakan "pemilik: Anda", dan ia mendapat nama baharu.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-a-build}
#
# Untuk **menaikkan** binaan, anda mainkan satu kad di atasnya dan nilainya naik sebanyak nilai kad
# itu: binaan 5 yang dinaikkan dengan 2♠ bernilai 7. Binaan berganda tidak boleh dinaikkan sama
# sekali; inilah kata meja apabila anda mencuba:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-with-your-card-only}
#
# Dan di sini tindakan menaikkan binaan yang ditolak oleh meja kerana satu kad lepas akan mengubah nilainya:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-then-take}
#
# Sehingga kini setiap tugasan ialah satu langkah. Mulai sekarang lawan membalas di antara dua langkah
# anda: langkahnya ditulis di atas meja dan dilukis sebelum dan selepas. Langkah yang tidak mencapai
# tugasan dibatalkan dengan sendirinya, dan balasan lawan kekal; **Buat asal** memulakan tugasan
# semula dari awal.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raise-then-answer}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: merging-builds}
#
# Apabila dua binaan di atas meja sama nilai, satu langkah boleh menyatukannya: mainkan kad yang membentuk
# nilai itu dan masukkan kedua-dua binaan dalam langkah yang sama.

# %% [code as in English]

# %% [markdown]
# ## Uji diri anda
#
# Pilih **setiap** langkah yang dibenarkan (boleh ada lebih daripada satu), kemudian tekan **Semak**. Fikirkan
# kad mana yang masih anda pegang selepas itu!

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # siapa anda, dan Kemajuan saya

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Satu lagi, dengan as. Dalam Klasik, binaan yang bernilai **1** sentiasa binaan berganda yang kumpulannya
# semuanya as tunggal (peraturan *Nilai binaan yang boleh ditangkap oleh kad*, [R15](10_rules_reference.ipynb#R15)): contohnya as yang
# dimainkan pada as lepas, sambil anda menyimpan as ketiga untuk mengambilnya.

# %% [code as in English]

# %% [markdown]
# ## Apa yang anda pelajari
#
# * Binaan menggunakan kad yang anda mainkan **dan** kad meja (peraturan kad meja, **R6**), pada
#   nilai yang boleh ditangkap oleh kad (**R15**: 2 hingga 10, atau 1 untuk
#   binaan berganda daripada as tunggal), dan anda mesti masih memegang kad untuk mengambilnya (peraturan simpan penangkap, **R7**).
# * Binaan hanya diambil secara keseluruhan, oleh kad yang bernilai itu (peraturan binaan utuh, **R4**), bersama set dan
#   binaan lain yang bernilai itu jika anda mahu.
# * Binaan **tunggal** ada satu kumpulan; binaan **berganda** ada beberapa kumpulan yang sama nilai.
# * **Pemilik** ialah sesiapa yang paling akhir membuat, menaikkan atau menambah padanya (§4); pemilik menyimpan kad untuk mengambilnya
#   (peraturan pemilik simpan penangkap, **R8**).
# * **Tambah** pada mana-mana binaan pada nilainya; **naikkan** hanya binaan tunggal (**R10**), dan hanya dengan
#   kad yang anda mainkan (**R11**).
#
# Seterusnya: **Pelajaran 4, Membuang kad, agihan dan permainan pertama anda**, apabila anda juga menemui peraturan bahawa pemilik
# tidak boleh membuang kad.
