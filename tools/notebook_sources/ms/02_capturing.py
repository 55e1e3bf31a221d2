# %% [markdown]
# # Pelajaran 2: Menangkap
#
# *Lebih kurang 25 minit.* Jalankan setiap sel dengan **Shift + Enter**, bermula dari atas.
#
# Menangkap ialah cara anda memenangi kad. Anda memainkan satu kad dari tangan anda dan mengambil kad meja yang
# bernilai **tepat** nilai kad anda. Pelajaran ini ada lima peringkat kecil, satu idea setiap satu:
#
# 1. **berpasangan**: mengambil kad yang sama nilai,
# 2. **menjumlahkan**: mengambil kad yang jumlahnya sama dengan kad anda,
# 3. **beberapa set sekali gus**,
# 4. satu kad **tidak pernah dikira dua kali**,
# 5. **kad gambar**.
#
# Setiap peringkat memberi peraturannya dalam perkataan, menunjukkan contoh langkah sebelum dan selepas, dan kemudian memberi anda
# 3 atau 4 tugasan pada meja hidup. Klik kad di tangan anda, klik kad meja yang patut diambilnya,
# tekan **Tangkap** dan kemudian **Main**. Langkah yang betul memenangi sehingga tiga bintang (tiga untuk cubaan pertama
# tanpa petunjuk). Setiap kali anda menekan **Main** dikira satu cubaan; penerangan yang muncul sebelum itu tidak mengurangkan apa-apa. Langkah yang tidak mencapai matlamat diterangkan dan dibatalkan. **Petunjuk** menyatakan sedikit lagi
# setiap kali; **Tugasan seterusnya** meneruskan.
#
# Semua di sini ialah Casino **Klasik**. Peraturan di sebaliknya ada dalam rujukan peraturan:
# <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>, <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a>,
# <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a> dan <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.

# %%
import casino_learn as cl
cl.set_language("ms")
from casino_learn.lesson import captures_with, show, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: pairing}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sums}
#
# Peraturan nilai tepat ialah <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a> dalam rujukan peraturan.

# %% [code as in English]

# %% [markdown]
# Jika anda menamakan kad yang jumlahnya tidak sama dengan kad anda, kit menyatakan peraturan yang anda langgar. Di sini anda
# memegang 8♥ dan cuba mengambil 5♣ + 2♦, yang hanya 7:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: several-sets}
#
# Bahagian terbaik menangkap. (Dalam rujukan peraturan: <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: never-twice}
#
# Kembali ke meja dalam gambar di bawah peringkat 2 (A♣ 2♦ 3♠ 5♣ 6♥ 8♦, dengan 8♥ di tangan anda): lihat
# 5♣. Ia berada dalam **dua** set 8: 5♣ + 3♠ dan
# 5♣ + 2♦ + A♣. Tetapi ia hanya satu kad, jadi anda mesti memilih: sama ada 5 + 3, atau 5 + 2 + A. Set yang anda
# ambil mesti **berasingan**: tiada kad digunakan dua kali. Inilah peraturan <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a>.
# Jadi 8 ini tidak pernah boleh mengambil as dan 3 bersama-sama. Jika anda mencuba, kit menolak:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Inilah setiap tangkapan yang boleh dibuat oleh 8♥ anda di meja itu. Dua daripadanya tidak boleh dibesarkan lagi:
# 8♦ bersama 5♣ + 3♠ dan 6♥ + 2♦, yang mengambil lima kad meja, dan 8♦ bersama 5♣ + 2♦ + A♣, yang
# mengambil empat. Mana-mana satu dibenarkan: anda yang memilih.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-cards}
#
# Ingat pelajaran 1: dalam Klasik, jek, ratu dan raja tiada nombor. Peraturan kad gambar ialah
# <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a> dalam rujukan peraturan.

# %% [code as in English]

# %% [markdown]
# Walaupun ada dua ratu di atas meja, ratu anda hanya mengambil salah satu daripadanya:

# %% [code as in English]

# %% [markdown]
# ## Uji diri anda
#
# Untuk setiap latihan: ambil **seberapa banyak kad meja yang boleh** dengan kad yang anda mainkan. Taip set itu
# (contohnya `8D, 6H+2D`) atau klik kad, kemudian tekan **Semak**. Gunakan **Petunjuk** jika anda buntu.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # siapa anda, dan Kemajuan saya

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Agihan pertama anda: tangkapan dan buangan
#
# Sekarang satu agihan pendek menentang komputer, dengan satu pusingan sahaja (agihan sebenar berterusan pusingan demi pusingan sehingga seluruh pek digunakan: pelajaran 4). Anda masing-masing ada empat kad, dan empat di atas meja.
# Dalam agihan ini tiada kad yang boleh membuat binaan, jadi pada giliran anda, anda sama ada **menangkap** atau **membuang** kad (letak
# kad di atas meja dan tidak mengambil apa-apa). Selepas setiap langkah anda, komputer terus membalas; langkahnya
# ditulis di bawah meja. Pada akhirnya anda melihat berapa kad yang diambil oleh setiap seorang, dan siapa yang mendapat
# kad yang masih di atas meja. **Satu agihan lagi** memberi anda agihan baharu.

# %% [code as in English]

# %% [markdown]
# ## Pilihan: latih tubi kelajuan
#
# Mengenal pasti jumlah dengan pantas membantu dalam setiap permainan. Lima soalan melawan masa: tekan butang di bawah
# kad yang jumlahnya sama dengan nilai yang diminta (gambar hanya menunjukkannya). Lebih pantas anda, lebih banyak bintang; jawapan salah hanya membazir masa, dan
# tiada apa-apa direkodkan.

# %% [code as in English]

# %% [markdown]
# ## Apa yang anda pelajari
#
# * Tangkapan mengambil kad meja yang bernilai **tepat** nilai kad anda: satu kad yang sama nilai
#   (berpasangan) atau kad yang jumlahnya sama dengannya (peraturan nilai tepat, **R2**).
# * Anda boleh mengambil **beberapa set sekali gus**, setiap satu bernilai nilai kad anda.
# * Set mesti berasingan: satu kad tidak pernah dikira dua kali (**R3**).
# * Dalam Klasik, kad gambar hanya mengambil **satu** kad yang sama gambar dengannya (peraturan kad gambar, **R5**).
#
# Seterusnya: **Pelajaran 3, Membina**, apabila anda menyatukan kad di atas meja untuk mengambilnya pada giliran kemudian.
