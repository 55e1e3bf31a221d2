# %% [markdown]
# # Pelajaran 5: Pengiraan mata dan sapu bersih
#
# *Lebih kurang 25 minit.* Jalankan setiap sel dengan **Shift + Enter**, bermula dari atas.
#
# Anda sudah menangkap banyak kad. Sekarang: berapakah nilainya? Dalam pelajaran ini:
#
# 1. bagaimana **agihan tamat**, dan siapa mendapat kad yang **tinggal di atas meja** ([§9](10_rules_reference.ipynb#s9)),
# 2. **sapu bersih**: mengosongkan meja ([§10](10_rules_reference.ipynb#s10)),
# 3. **sebelas mata** dalam setiap agihan, dan apa yang berlaku apabila **seri** ([§11.1](10_rules_reference.ipynb#s11.1)),
# 4. bermain agihan demi agihan sehingga satu pihak menang dengan **21 atau lebih** ([§11.2](10_rules_reference.ipynb#s11.2)).
#
# **Pihak** ialah seorang pemain, atau dua rakan sepasukan yang menyatukan kad tangkapan mereka (dengan empat
# pemain). Dalam pelajaran ini ada dua pemain, jadi setiap pihak ialah seorang pemain: **Anda** dan
# **Lawan**.

# %%
import casino_learn as cl
cl.set_language("ms")
from casino_learn.display import plots, render
from casino_learn.agents import GreedyAgent
from IPython.display import HTML
from casino_learn.lesson import game_end, leftovers_after, rest_of_pack, score_items, show
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Akhir agihan
#
# Satu **agihan** menggunakan seluruh dek. Dengan dua pemain, anda masing-masing mendapat 4 kad, sebanyak enam kali; apabila
# kad terakhir sudah dimainkan, agihan itu tamat.
#
# Selalunya masih ada kad di atas meja ketika itu. Semuanya diberikan kepada **pihak pemain terakhir yang
# membuat tangkapan**. Jika tiada sesiapa menangkap apa-apa dalam seluruh agihan, kad itu tidak diberikan kepada **sesiapa**. Mengambilnya
# dengan cara ini **tidak pernah dikira sapu bersih** (lebih lanjut tentang sapu bersih di bawah).
#
# **Contoh.** Anda memegang kad yang paling akhir dalam agihan, 6♣. Di atas meja ada 6♥, 4♠ dan 2♦,
# dan Lawan membuat tangkapan terakhir sebelum ini.

# %% [code as in English]

# %% [markdown]
# Inilah apa yang berlaku selepas setiap daripada empat langkah yang boleh anda buat. Jika anda membuang kad, Lawan yang membuat tangkapan
# terakhir, jadi baki kad diberikan kepada Lawan. Jika anda menangkap, **anda** ialah penangkap terakhir, jadi anda
# juga mendapat baki kad.

# %% [code as in English]

# %% [markdown]
# Dan jika **tiada sesiapa** menangkap apa-apa dalam seluruh agihan (jarang, tetapi boleh berlaku), kad yang tinggal
# tidak diberikan kepada sesiapa: kad itu tidak dikira untuk mana-mana pihak.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep}
#
# **Sapu bersih** ialah tangkapan yang meninggalkan meja **kosong sama sekali**: tiada kad lepas dan tiada
# binaan. Pemain seterusnya tiada apa-apa untuk ditangkap, jadi dia hanya boleh membuang kad.
#
# * Mengambil baki kad pada akhir agihan **tidak pernah** sapu bersih, tetapi tangkapan yang mengosongkan
#   meja dengan kad yang paling akhir (baris terakhir di atas) **ialah** sapu bersih.
# * Dalam Casino **Klasik**, sapu bersih **tidak memberi mata**, kecuali pemain bersetuju sebelum permainan untuk
#   mengiranya: kemudian setiap sapu bersih bernilai **1 mata** (dalam kit ini, guru menghidupkannya).
#
# Cubalah: kosongkan meja.

# %% [code as in English]

# %% [markdown]
# Apabila sapu bersih dikira dalam Klasik, setiap satu memberi 1 mata, dan sapu bersih kedua-dua pihak tidak
# saling membatalkan ([§10](10_rules_reference.ipynb#s10)). Casino Diraja mengiranya dengan cara lain:
# pelajaran 6 menunjukkan caranya.

# %% [code as in English]

# %% [markdown]
# ## Sebelas mata
#
# Apabila agihan tamat, setiap pihak mengira **kad tangkapannya**. Ada **11 mata** dalam setiap
# agihan:
#
# | Item | Mata | Siapa mendapatnya |
# |---|---|---|
# | **Kad terbanyak** | 3 | pihak yang paling banyak kad: dengan dua pemain, 27 atau lebih daripada 52 (26 setiap pihak ialah seri: tiada sesiapa) |
# | **Sped terbanyak** | 1 | pihak yang paling banyak sped: dengan dua pemain, 7 atau lebih daripada 13 |
# | **Casino Besar**, 10♦ | 2 | pihak yang menangkapnya |
# | **Casino Kecil**, 2♠ | 1 | pihak yang menangkapnya |
# | **Empat as**, A♠ A♣ A♥ A♦ | 1 setiap satu | pihak yang menangkap setiap satu |
#
# 3 + 1 + 2 + 1 + 4 = **11**. (Sapu bersih, apabila dikira, ditambah di atasnya.)
#
# **Contoh.** Pada akhir satu agihan, kad tangkapan Lawan ialah 23 kad ini; anda ada
# 29 kad yang lain.

# %% [code as in English]

# %% [markdown]
# Anda ada lebih banyak kad (3 mata), Casino Besar (2) dan dua as (2): **7 mata**. Lawan ada lebih banyak
# sped (1), Casino Kecil (1) dan dua as (2): **4 mata**. Helaian skor bersetuju:

# %% [code as in English]

# %% [markdown]
# Mata yang sama dalam bentuk gambar:

# %% [code as in English]

# %% [markdown]
# ### Seri
#
# Jika kedua-dua pihak ada **26 kad**, tiada sesiapa mendapat 3 mata untuk kad, jadi hanya 8 mata yang
# diberikan. (Sped tidak pernah boleh seri antara dua pihak: ada 13 sped, nombor ganjil.)
# Pindahkan tiga kad sembilan daripada kad anda kepada kad Lawan, dan bilangan kad menjadi seri:

# %% [code as in English]

# %% [markdown]
# ## Bermain hingga 21
#
# Satu agihan bukan satu permainan. Mata setiap agihan **dijumlahkan**, dan selepas setiap agihan anda melihat
# jumlahnya:
#
# * jika belum ada pihak yang mencapai 21, anda bermain **satu agihan lagi**;
# * jika satu pihak ada **jumlah tertinggi tanpa seri** dan jumlah itu **21 atau lebih**, pihak itu **menang**
#   (walaupun kedua-dua pihak melepasi 21 dalam agihan yang sama: jumlah yang lebih tinggi menang);
# * jika jumlah tertinggi **seri**, contohnya 23 lawan 23, anda bermain **satu agihan lagi**, dan melihat
#   semula selepasnya.
#
# Jadi mencapai 21 dahulu tidak cukup: yang dikira ialah jumlah tertinggi pada akhir agihan.
# Inilah agihan kita (anda 7 mata, Lawan 4) sekali lagi, bermula daripada tiga skor yang berbeza:

# %% [code as in English]

# %% [markdown]
# Satu permainan penuh antara dua pemain komputer, agihan demi agihan: kedua-duanya bukan anda, jadi carta
# menamakan mereka Pemain 1 dan Pemain 2. Garis putus-putus ialah 21.

# %% [code as in English]

# %% [markdown]
# ## Uji diri anda
#
# Jawab mengikut cara yang diminta oleh setiap kotak; petunjuk mengingatkan anda tentang nilai mata.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # siapa anda, dan Kemajuan saya

# %% [code as in English]

# %% [markdown]
# Untuk mengira mata agihan, isikan **helaian skor**nya: taip bilangan sped (dan mata) bagi setiap pihak dalam
# kotaknya, dan dalam latihan yang lebih sukar, klik milik siapa setiap item. Menaip jawapan dalam kotak juga boleh.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Dua soalan tentang akhir agihan: siapa yang mengambil baki kad, dan apa yang berlaku kepadanya apabila tiada sesiapa
# menangkap apa-apa langsung.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Kotak terakhir mengira satu agihan penuh dan bertanya kedudukan permainan selepasnya: ada pemenang, atau satu agihan lagi.

# %% [code as in English]

# %% [markdown]
# ## Apa yang anda pelajari
#
# * Pada akhir agihan, kad yang tinggal di atas meja diberikan kepada **pihak penangkap terakhir**, atau
#   tidak kepada sesiapa jika tiada sesiapa menangkap; itu tidak pernah dikira sapu bersih.
# * **Sapu bersih** mengosongkan meja dengan satu tangkapan. Dalam Klasik, ia memberi mata hanya jika anda bersetuju mengira
#   sapu bersih: kemudian setiap sapu bersih bernilai 1 mata, dan sapu bersih tidak pernah saling membatalkan (dalam Diraja ia saling membatalkan: pelajaran 6).
# * Setiap agihan ada **11 mata**: kad terbanyak 3, sped terbanyak 1, Casino Besar (10♦) 2, Casino Kecil
#   (2♠) 1, dan 1 untuk setiap daripada empat as. Seri untuk kad terbanyak tidak memberi mata.
# * Permainan dimainkan hingga **21**: selepas satu agihan, jumlah tertinggi tanpa seri yang 21 atau lebih menang; seri di
#   tempat teratas bermakna satu agihan lagi.
#
# Seterusnya: **Pelajaran 6, Casino Diraja**.
