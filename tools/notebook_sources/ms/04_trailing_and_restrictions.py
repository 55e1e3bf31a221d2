# %% [markdown]
# # Pelajaran 4: Membuang kad, agihan, dan permainan pertama anda
#
# *Lebih kurang 40 minit.* Jalankan setiap sel dengan **Shift + Enter**, bermula dari atas.
#
# Anda boleh menangkap (pelajaran 2) dan membina (pelajaran 3). Tinggal satu cara lagi untuk memainkan kad: **membuang**.
# Selepas itu anda sedia untuk permainan sebenar. Dalam pelajaran ini:
#
# 1. **membuang kad**: meletakkan kad di atas meja tanpa mengambil apa-apa,
# 2. **pemilik tidak boleh membuang kad**: satu-satunya peraturan dalam Casino Klasik yang melarang buangan,
# 3. **agihan**: cara kad diagih, pusingan demi pusingan, dari kad pertama hingga terakhir,
# 4. **permainan pertama anda**: satu agihan menentang komputer,
# 5. semua peraturan yang telah anda pelajari **dalam satu halaman**, dan beberapa soalan untuk menguji diri.

# %%
import casino_learn as cl
cl.set_language("ms")
from casino_learn.lesson import restrictions_reference, walk_through_deal
from casino_learn.widgets import GameTable
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: trailing}
#
# Pada giliran anda, anda mesti memainkan tepat satu kad dari tangan anda: anda tidak boleh melangkau giliran (peraturan satu kad,
# [R1](10_rules_reference.ipynb#R1)). Jika anda tidak menangkap atau membina dengannya, anda **membuang**nya: kad itu
# kekal di atas meja sebagai kad lepas baharu, dan sesiapa sahaja boleh menangkapnya kemudian, mungkin anda sendiri
# ([§6.3](10_rules_reference.ipynb#s6.3)).
#
# Di meja hidup di bawah, klik satu kad di tangan anda (dan tiada kad meja), tekan **Buang**, kemudian
# **Main**. Setiap tugasan menyatakan apa yang perlu dibuat; langkah yang tidak mencapai tugasan diterangkan dan dibatalkan.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owner-may-not-trail}
#
# Ingat pelajaran 3: anda **memiliki** binaan apabila anda yang paling akhir membuat, menaikkan atau menambah padanya,
# dan anda mesti menyimpan kad yang menangkapnya (peraturan pemilik simpan penangkap,
# [R8](10_rules_reference.ipynb#R8)). Ada satu lagi peraturan untuk pemilik, peraturan pemilik tidak boleh membuang
# ([R9](10_rules_reference.ipynb#R9)): **selagi anda memiliki binaan, anda tidak boleh membuang kad.** Anda mesti
# menangkap, membina, menaikkan atau menambah pada binaan.
#
# Selepas anda menyelesaikan tugasan pertama, tekan **Mula semula**, pilih satu kad dan tekan **Buang**:
# meja menyatakan mengapa tidak boleh. (Bintang yang anda menangi tetap disimpan.)

# %% [code as in English]

# %% [markdown]
# ## Agihan, langkah demi langkah
#
# Bagaimana kad sampai ke tangan anda? Inilah agihan sebenar Casino Klasik untuk dua pemain, langkah
# demi langkah. Komputer memainkan setiap kad, untuk kedua-dua pemain. (Peraturan agihan:
# [§3](10_rules_reference.ipynb#s3).)
#
# **Pusingan pertama.** Lawan ialah pengagih. Pengagih memberi **empat kad kepada setiap pemain** dan
# meletakkan **empat kad terbuka di atas meja**. Baki dek kekal tertutup: itulah **dek** yang belum diagih.
# Pemain selepas pengagih bermain dahulu, jadi di sini anda bermain dahulu.

# %% [code as in English]

# %% [markdown]
# Kiralah: setiap kad dalam dek ada di suatu tempat.

# %% [code as in English]

# %% [markdown]
# **Pusingan seterusnya.** Pemain bermain bergilir-gilir, satu kad setiap giliran, sehingga kedua-dua tangan kosong.
# Kemudian pengagih mengagih **empat kad lagi kepada setiap pemain, dan tiada kad ke meja**: kad sampai ke
# meja hanya dalam pusingan pertama (dan apabila seseorang membuang kad atau membina). Inilah apa yang berlaku dalam
# pusingan 1, dan bagaimana pusingan 2 bermula:

# %% [code as in English]

# %% [markdown]
# **"Akhir".** Ini berterusan sehingga dek kosong. Apabila pengagih mengagih pusingan terakhir, dia
# menyebut "akhir", supaya semua orang tahu inilah kad terakhir. Gambar menunjukkannya sebagai **Pusingan terakhir**.

# %% [code as in English]

# %% [markdown]
# Berapa pusingan? Setiap pusingan menggunakan empat kad bagi setiap pemain, dan pusingan pertama juga meletakkan empat di
# atas meja. Dengan dua pemain, itu menjadi enam pusingan; dengan empat pemain, tiga.

# %% [code as in English]

# %% [markdown]
# **Akhir agihan.** Apabila kad terakhir sudah dimainkan, kad yang masih di atas meja, iaitu
# **baki kad**, diberikan kepada pemain yang membuat tangkapan terakhir, atau kepada pasukan pemain itu jika bermain berpasangan (tidak
# kepada sesiapa, jika tiada sesiapa menangkap langsung): satu lagi sebab untuk menangkap lewat dalam agihan!

# %% [code as in English]

# %% [markdown]
# **Agihan seterusnya.** Tugas mengagih berpindah kepada pemain seterusnya: pemain yang bermain dahulu kali lepas kini
# mengagih, dan pemain yang satu lagi bermain dahulu.

# %% [code as in English]

# %% [markdown]
# Uji apa yang anda tahu tentang agihan: setiap soalan dibaca daripada agihan sebenar yang diagih oleh kit.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Permainan pertama anda
#
# Masa untuk memainkan satu agihan penuh menentang **Pemula** komputer. Anda bermain dahulu. Apa yang perlu diperhatikan
# pada setiap giliran:
#
# * **Bolehkah saya menangkap?** Cari kad meja yang sama nilai dengan salah satu kad anda, atau kad yang jumlahnya
#   sama dengannya. Kad gambar hanya mengambil satu kad yang sama gambar dengannya.
# * **Bolehkah saya membina?** Hanya jika anda menyimpan kad yang boleh menangkap binaan itu kemudian; dan sebaik sahaja anda memiliki
#   binaan, anda tidak boleh membuang kad.
# * **Jika tidak, buang** satu kad.
# * Perhatikan **dek** dan tanda **Pusingan terakhir**: tangkapan terakhir dalam agihan juga mengambil
#   baki kad.
#
# Tidak pasti? Tekan **Jurulatih: apa yang akan anda mainkan?**: ia mencadangkan langkah dan menerangkan sebabnya. Ia mungkin
# menyebut **mata**: pada akhir satu agihan, ace, 10♦ (Casino Besar) dan 2♠ (Casino Kecil) memberi mata, begitu juga
# kad terbanyak dan sped terbanyak; mata dijumlahkan dari agihan ke agihan sehingga seseorang menang, dengan 21 atau lebih (pelajaran 5). Pada
# giliran komputer, tekan **Langkah komputer ▶** (atau **Main hingga giliran saya ▶▶**). Pada akhirnya anda mendapat
# helaian skor: pelajaran 5 menerangkan setiap mata di dalamnya. Permainan anda disimpan selepas setiap langkah.

# %% [code as in English]

# %% [markdown]
# ## Semua peraturan dalam satu halaman
#
# Setiap langkah yang **tidak** dibenarkan datang daripada lima belas peraturan, R1 hingga R15. Kebanyakannya untuk kedua-dua permainan. Pelajaran 2 mengajar
# menangkap ([R2](10_rules_reference.ipynb#R2), [R3](10_rules_reference.ipynb#R3),
# [R5](10_rules_reference.ipynb#R5)); pelajaran 3 membina ([R4](10_rules_reference.ipynb#R4),
# [R6](10_rules_reference.ipynb#R6), [R7](10_rules_reference.ipynb#R7),
# [R8](10_rules_reference.ipynb#R8), [R10](10_rules_reference.ipynb#R10),
# [R11](10_rules_reference.ipynb#R11), [R15](10_rules_reference.ipynb#R15)); pelajaran ini giliran
# dan membuang kad ([R1](10_rules_reference.ipynb#R1), [R9](10_rules_reference.ipynb#R9)). Tiga
# untuk Casino Diraja sahaja ([R12](10_rules_reference.ipynb#R12), [R13](10_rules_reference.ipynb#R13),
# [R14](10_rules_reference.ipynb#R14)): pelajaran 6 mengajarnya. Apabila kit menyatakan sesuatu langkah tidak
# dibenarkan, ia menamakan nombor peraturannya: klik nombor itu dalam jadual untuk peraturan penuh.

# %% [code as in English]

# %% [markdown]
# ## Uji diri anda
#
# Mula-mula dua soalan tentang membuang kad: klik **Ya**, atau **Tidak** dan peraturannya (atau taip `tidak` dan nombor peraturannya).

# %%
learner_line()  # siapa anda, dan Kemajuan saya

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Sekarang **cari langkah yang tidak dibenarkan**: tepat satu pilihan melanggar peraturan. Kliknya (atau taip hurufnya),
# klik butang peraturan yang dilanggarnya, dan tekan **Semak**.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Apa yang anda pelajari
#
# * **Membuang kad** meletakkan kad di atas meja sebagai kad lepas. Ia sentiasa dibenarkan kecuali ada peraturan yang
#   melarangnya, dan dalam Casino Klasik hanya satu: selagi anda **memiliki binaan**, anda tidak boleh membuang kad
#   ([R9](10_rules_reference.ipynb#R9)).
# * **Agihan**: empat kad setiap seorang, empat ke meja dalam pusingan pertama sahaja; enam pusingan dengan dua
#   pemain, tiga dengan empat; pemain selepas pengagih bermain dahulu; tugas mengagih berpindah; "akhir";
#   baki kad diberikan kepada pemain terakhir yang menangkap (tidak kepada sesiapa, jika tiada sesiapa menangkap).
# * Anda telah memainkan **agihan pertama** anda, dan peraturannya muat dalam **satu halaman**.
#
# Seterusnya: **Pelajaran 5, Pengiraan mata dan sapu bersih**: maksud semua mata pada helaian skor.
