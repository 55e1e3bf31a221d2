# %% [markdown]
# # Pelajaran 1: Kad dan nilainya
#
# *Lebih kurang 15 minit.* Jalankan setiap sel dengan **Shift + Enter**, bermula dari atas.
#
# Dalam Casino anda memenangi kad dengan memadankan **nombor**. Jadi sebelum apa-apa, anda perlu tahu
# nilai nombor setiap kad. Itulah keseluruhan pelajaran ini:
#
# 1. dek kad,
# 2. cara menaip kad apabila kit memintanya,
# 3. nilai setiap kad dalam Casino **Klasik**,
# 4. kad gambar (jek, ratu dan raja), yang tiada nombor.
#
# Semua dalam pelajaran ini ialah Casino **Klasik**. (Casino Diraja memberi kad gambar nombor:
# pelajaran 6 menunjukkan caranya.)

# %%
import casino_learn as cl
cl.set_language("ms")
from casino_learn.lesson import card_values, show_move, show_pack, type_a_card, values_in_words, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Dek
#
# Casino menggunakan satu dek biasa **52 kad**, tanpa joker: empat sut (♠ sped, ♥ lekuk,
# ♦ daiman, ♣ kelawar) dan tiga belas kad dalam setiap sut: as, 2 hingga 10, jek, ratu dan raja
# (<a href="10_rules_reference.ipynb#s1.1" style="text-decoration:underline">§1.1</a>). Inilah seluruh dek, satu sut bagi setiap baris:

# %% [code as in English]

# %% [markdown]
# ## Menaip kad
#
# Gambar menunjukkan kad. Apabila latihan meminta anda **menaip** kad, tulis **nombor atau gambarnya** dan
# kemudian **huruf sutnya** (S, H, D atau C): `10D` ialah sepuluh daiman, `AS` ialah as sped, `KH`
# ialah raja lekuk. Anda juga boleh menaip `10♦` atau `sepuluh daiman`. Cubalah: taip kad lain
# di dalam kotak (malah kad yang tidak wujud, seperti `banana`) dan tekan **Tunjukkan kad**.

# %% [code as in English]

# %% [markdown]
# ## Nilai dalam Casino Klasik
#
# Dalam Casino **Klasik** (<a href="10_rules_reference.ipynb#s1.2" style="text-decoration:underline">§1.2</a>):
#
# * **as** bernilai **1**,
# * kad **2 hingga 10** bernilai nombornya,
# * **jek, ratu dan raja** ialah *kad gambar* dan **tiada nombor langsung**.
#
# Inilah nilainya dalam bentuk jadual:

# %% [code as in English]

# %% [markdown]
# Dan yang sama dalam ayat, seperti yang disemak oleh kit:

# %% [code as in English]

# %% [markdown]
# ## Kad gambar: peraturan kad gambar (R5)
#
# Kad gambar tiada nombor, jadi ia tidak pernah boleh dijumlahkan dengan kad lain. Ia hanya boleh mengambil
# **satu** kad yang sama gambar dengannya: ratu mengambil ratu, raja mengambil raja. Inilah
# peraturan kad gambar, <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.
#
# **Contoh.** Anda memegang K♥. Di atas meja ada K♦, 6♣ dan 4♦. Enam tambah empat ialah sepuluh, tetapi raja
# tidak bernilai 10: dalam Klasik ia tiada nombor. Jadi raja hanya boleh mengambil raja yang satu lagi.
# Gambar menunjukkan langkah itu sebelum dan selepas; kad yang dibulatkan ialah kad yang diambil.

# %%
king = cl.position("classic", hand="KH 5S", table="KD 6C 4D")
show_move(king, "KH capture KD", caption="Satu kad diambil: K♦. 6♣ dan 4♦ kekal di atas meja.")

# %% [markdown]
# Dan jika anda cuba mengambil 6 dan 4 dengan raja, kit menolak dan menamakan peraturannya:

# %% [code as in English]

# %% [markdown]
# ## {stage heading: card-values}
#
# Setiap tugasan di bawah ialah meja hidup dengan satu matlamat. Klik kad di tangan anda, kemudian kad meja yang
# patut diambilnya, tekan **Tangkap** dan kemudian **Main**. Langkah yang betul memenangi sehingga tiga bintang (tiga untuk
# cubaan pertama tanpa petunjuk). Setiap kali anda menekan **Main** dikira satu cubaan; penerangan yang muncul sebelum itu tidak mengurangkan apa-apa. Langkah yang tidak mencapai matlamat diterangkan dan dibatalkan, supaya anda
# boleh mencuba lagi. **Tugasan seterusnya** meneruskan.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-card-values}
#
# Dan kad gambar: jek, ratu atau raja hanya mengambil kad yang sama gambar dengannya.

# %% [code as in English]

# %% [markdown]
# ## Uji diri anda
#
# Tiga latihan pendek. Klik jawapan anda (atau taipnya) dan tekan **Semak**. Buntu? **Petunjuk** memberi bayangan (setiap
# petunjuk menyatakan sedikit lagi), dan **Tunjuk jawapan** memberitahu jawapannya bersama sebabnya. **Latihan
# baharu** memberi anda satu lagi latihan yang sama jenis.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # siapa anda, dan Kemajuan saya

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Apa yang anda pelajari
#
# * Satu dek ada 52 kad: empat sut, setiap satu tiga belas kad. Anda boleh menaip kad sebagai `10D`, `AS`, `KH`.
# * **Klasik:** as bernilai 1, kad 2 hingga 10 bernilai nombornya, dan jek, ratu dan raja
#   **tiada nombor**.
# * Kad gambar hanya mengambil **satu** kad yang sama gambar dengannya: peraturan kad gambar (**R5**).
#
# Seterusnya: **Pelajaran 2, Menangkap**, apabila satu kad mengambil beberapa kad sekali gus.
