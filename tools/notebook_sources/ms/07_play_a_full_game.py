# %% [markdown]
# # Pelajaran 7: Main satu permainan penuh
#
# Masa untuk memainkan satu permainan penuh Casino Klasik! Di meja, anda dipanggil **Anda**; komputer memainkan tempat duduk yang lain.
# Meja memulakan permainan Klasik dua pemain; anda boleh memilih sekuat mana komputer, kemudian tekan
# **Permainan baharu**. (Meja yang sama juga memainkan Casino Diraja, selepas anda selesai pelajaran 6.)
#
# * Pada giliran anda: klik satu kad dari tangan anda, kad meja yang digunakannya, kemudian **Tangkap**,
#   **Bina** atau **Buang**, dan **Main**. Jika anda tidak pasti, tekan **Jurulatih**: ia mencadangkan langkah
#   dan menerangkan sebabnya (ia hanya melihat kad anda, seperti kawan di belakang bahu anda).
# * Pada giliran komputer: tekan **Langkah komputer ▶** untuk melihat setiap langkah, satu demi satu, atau
#   **Main hingga giliran saya ▶▶**.
# * Pada akhir agihan anda mendapat **helaian skor** (siapa memenangi setiap mata dan mengapa), carta
#   mata, dan permainan setakat ini. **Agihan seterusnya** mengagih semula. Permainan Klasik dimenangi seperti dalam pelajaran 5: selepas
#   satu agihan, pihak yang ada jumlah tertinggi tanpa seri, pada 21 atau lebih, menang; seri di tempat teratas bermakna
#   satu agihan lagi. (Permainan Diraja berakhir dengan kiraan mengikut tertib dalam pelajaran 6.)
# * **Tunjukkan semua tangan** ialah suis untuk pengajaran: ia membuka setiap kad. Selepas satu agihan,
#   gelangsar **Langkah** pada main semula bergerak melalui seluruh agihan, langkah demi langkah, dengan setiap tangan kelihatan.
# * **Benih** ialah nombor yang mengocok kad: benih yang sama mengagihkan kad yang sama sekali lagi (pelajaran 8 menerangkan lebih lanjut).
# * Permainan anda **disimpan selepas setiap langkah**. Jika buku nota dimulakan semula (atau anda menutupnya dan kembali
#   pada hari lain), jalankan sel itu sekali lagi: ia menawarkan **Sambung permainan anda**, dengan kad yang sama
#   dan skor di tempat anda berhenti, atau **Mulakan permainan baharu**.
#
# Pemain komputer, yang paling lemah dahulu:

# %% [check: levels]
import casino_learn as cl
cl.set_language("ms")
from casino_learn.lesson import computer_players

print(computer_players())

# %% [code as in English]

# %% [markdown]
# ## Rakan sepasukan: empat pemain
#
# Dengan empat pemain, pemain yang duduk bertentangan ialah **rakan sepasukan**, satu pihak: **Anda** dan
# **Rakan** menentang **Lawan 1** dan **Lawan 2**. Rakan sepasukan menyatukan kad tangkapan mereka,
# tetapi setiap pemain memiliki binaannya sendiri. Tukar *Pemain* di atas kepada *4 (berpasangan)* dan tekan
# **Permainan baharu** untuk mencubanya; pelajaran 6 menerangkan lebih lanjut tentang rakan sepasukan (dan peraturan rakan dalam Casino Diraja).
#
# ## Uji diri anda
#
# Selepas satu permainan, tiga soalan tentang apa yang anda temui di dalamnya: langkah yang tidak dibenarkan, sapu bersih,
# dan mata sesuatu agihan. (Mencari langkah *terbaik* datang dalam pelajaran 8, selepas prinsipnya.)

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # siapa anda, dan Kemajuan saya

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Untuk yang ingin tahu: butang dalam kod
#
# *Pilihan.* Setiap butang meja juga ada kaedah Python. Sel ini membiarkan komputer bermain
# sehingga tiba giliran anda, kemudian bertanya kepada jurulatih, sama seperti menekan butang:

# %% [code as in English]