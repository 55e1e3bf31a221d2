# %% [markdown]
# # Pelajaran 8: Strategi
#
# Anda tahu setiap peraturan. Sekarang: bagaimana hendak bermain dengan **baik**? Pelajaran ini mula-mula menyatakan enam prinsip dalam
# bahasa mudah, setiap satu dengan teka-teki pada meja hidup. Kemudian anda mencari langkah terbaik dalam kedudukan penuh,
# dan akhir sekali, dalam **makmal**, komputer memainkan beribu-ribu agihan supaya kita boleh mengira apa yang berkesan.
#
# Teka-teki selesai apabila anda memainkan langkah terbaik; langkah yang lebih lemah dibatalkan, dengan ayat yang
# menerangkan mengapa ia lebih lemah. Jawapan setiap teka-teki telah disemak oleh pemain komputer terkuat kit, iaitu
# *pakar*, yang membayangkan kad tersembunyi berkali-kali dan memainkan setiap satu hingga tamat.

# %%
import casino_learn as cl
cl.set_language("ms")
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

learner_line()  # siapa anda, dan Kemajuan saya

# %% [markdown]
# ## {stage heading: points-first}
#
# Daripada 11 mata dalam satu agihan (tidak termasuk sapu bersih), 7 terletak pada kad tunggal: Casino Besar (10♦) 2, Casino Kecil (2♠) 1 dan
# empat as 1 setiap satu. 4 yang lain (kad terbanyak, sped terbanyak) dikongsi sepanjang agihan.
# Jadi tangkapan yang mengambil kad mata biasanya lebih bernilai daripada tangkapan yang mengambil satu kad tambahan, dan
# membuang kad mata ialah hadiah untuk lawan.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: guard-your-build}
#
# Binaan anda berada di atas meja dan boleh dilihat oleh lawan. Jika dia memegang kad yang sama nilai, dia
# menangkapnya, termasuk semua mata di dalamnya. Biarkan binaan di atas meja hanya apabila ia selamat dan akan mengumpul lebih banyak; jika tidak,
# bawa pulang sekarang.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: count-what-has-gone}
#
# Setiap kad ada dalam dek sekali sahaja. Jika tiga 9 yang lain sudah ada dalam kad tangkapan, 9 di
# tangan anda ialah satu-satunya kad yang boleh mengambil binaan 9. Jadikannya binaan berganda, yang tidak boleh dinaikkan
# oleh sesiapa, dan ia tidak boleh hilang. Pemain yang baik mengira as, kad 10, kad 2 dan nilai
# binaan mereka.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep-risk}
#
# **Sapu bersih** (tangkapan yang mengosongkan meja, [§10](10_rules_reference.ipynb#s10)) memberi satu mata
# dalam Diraja (selepas sapu bersih kedua-dua pihak saling membatalkan, dan, di luar masa tambahan, tidak untuk pihak yang ada 18 atau lebih), dan dalam Klasik apabila
# pemain bersetuju mengira sapu bersih. Selepas anda bermain, lihat meja yang
# anda tinggalkan: bolehkah satu kad mengambil kesemuanya?

# %% [code as in English]

# %% [markdown]
# ## {stage heading: when-to-build}
#
# Binaan memakan satu kad anda sekarang dan membayar pada giliran seterusnya. Ia berbaloi apabila anda memegang kad yang
# menangkapnya (anda mesti, mengikut peraturan simpan penangkap, [R7](10_rules_reference.ipynb#R7)) dan
# binaan itu mengumpul mata atau beberapa kad. Memegang dua kad yang sama dengan nilai binaan menjadikannya lebih selamat.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: two-moves-ahead}
#
# Di sini komputer membalas langkah anda di atas meja. Kira apa yang anda ambil sekarang **dan** apa yang boleh anda
# ambil pada giliran seterusnya, selepas jawapannya: tugasan menerima setiap langkah yang memberi anda paling banyak
# kad meja dalam dua giliran anda, dan kemudian meminta anda mengutipnya.

# %% [code as in English]

# %% [markdown]
# ## Uji diri anda: langkah terbaik
#
# Sekarang kedudukan penuh, dengan keenam-enam prinsip sekali gus. Pilih langkah paling kuat dalam senarai.
# Pilihan yang hampir sama baik dengan yang terbaik juga dikira betul, dan jawapannya menyebut langkah terbaik; pilihan yang salah diberitahu apa yang dimenangi dan ditinggalkan oleh langkahnya,
# dan **Tunjuk jawapan** menerangkan mengapa yang terbaik lebih baik.
#
# Di sini kad yang dimenangi oleh sesuatu langkah ialah semua kad yang ditangkapnya untuk anda, **termasuk kad yang anda
# mainkan** (begitulah mata "kad terbanyak" mengiranya); peringkat di atas mengira kad meja yang anda ambil.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Makmal: mengira apa yang berkesan
#
# Sesetengah soalan sukar dijawab dengan berfikir sahaja: *Berapa kerap seseorang menyapu bersih meja? Berapa
# nilai satu as kepada anda? Adakah pemain yang bijak benar-benar mendapat lebih banyak mata, atau semuanya nasib?* Komputer
# boleh memainkan beribu-ribu agihan dalam beberapa saat, jadi kita boleh **mengira**.
#
# Setiap eksperimen di bawah menggunakan *benih* yang tetap (nombor yang menentukan cara dek dikocok),
# jadi semua orang mendapat angka yang sama. Ubah benih
# atau bilangan agihan dan jalankan sel sekali lagi untuk melihat sejauh mana jawapannya berubah-ubah.

# %% [code as in English]

# %% [markdown]
# ### 1. Berapa kerap sapu bersih berlaku dalam Casino Diraja?
#
# Dalam Diraja setiap sapu bersih memberi satu mata, tetapi sapu bersih kedua-dua pemain saling membatalkan satu lawan satu
# ([§10](10_rules_reference.ipynb#s10)). Biarkan dua pemain komputer *tamak* memainkan 300
# agihan dan kira sapu bersih dalam setiap agihan.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Sapu bersih kerap berlaku: kebanyakan agihan ada beberapa sapu bersih. Dalam Diraja sapu bersih kedua-dua pihak saling membatalkan satu lawan satu,
# jadi hanya bezanya yang memberi mata.
#
# ### 2. Berapakah nilai satu as?
#
# Dalam Diraja, as ialah kad yang kuat: apabila dimainkan sendirian ia dikira 1 atau **14**, mengikut keperluan anda
# ([§1.3](10_rules_reference.ipynb#s1.3)), dan setiap as juga bernilai satu mata pada akhirnya. Adakah pemain yang memulakan agihan dengan as dalam tangan pertama mereka mendapat lebih banyak mata?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Bandingkan bar: adakah tangan pertama yang ada as mendapat lebih banyak mata daripada yang tiada? Setiap as ialah satu
# mata dengan sendirinya dan boleh menangkap sebagai 14, tetapi bar berubah-ubah dengan hanya 300 agihan (sedikit tangan yang memegang
# dua as): jalankan eksperimen dengan lebih banyak agihan dan lihat sama ada coraknya kekal.
#
# ### 3. Adakah pemain yang lebih baik benar-benar mendapat lebih banyak mata?
#
# Untuk membandingkan dua pemain komputer secara adil, kita menggunakan **agihan pendua**: setiap dek yang dikocok
# diagih dua kali, dan pemain bertukar tempat duduk pada kali kedua, jadi kedua-duanya mendapat kad yang sama. Kebanyakan
# nasib kad terbatal. Bar menunjukkan berapa mata lebih setiap agihan yang diperoleh oleh pemain yang lebih
# kuat. Garis nipis pada setiap bar, dan ayat di bawah sel seterusnya, memberi **selang
# 95%**: julat yang sangat mungkin mengandungi jawapan sebenar (ia akan begitu, 95 kali daripada 100).

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Permainan tamak mengalahkan permainan rawak dengan jauh, dan permainan berhati-hati — yang juga memikirkan apa yang
# ditinggalkannya untuk pemain seterusnya — mengalahkan permainan tamak. *Pakar* mencari lebih jauh ke hadapan: ia
# terlalu perlahan untuk eksperimen ringkas ini, tetapi anda boleh bermain menentangnya dalam pelajaran 7.
#
# ## Apa yang anda pelajari
#
# * Ambil mata (10♦, 2♠, as) dan jangan buang kad itu apabila kad lain boleh digunakan.
# * Jaga binaan anda: bawa pulang kecuali ia selamat dan akan mengumpul lebih banyak.
# * Kira kad yang sudah keluar: apabila setiap kad lain yang bernilai itu sudah keluar, binaan berganda anda yang bernilai itu selamat.
# * Awasi risiko sapu bersih: jangan tinggalkan meja yang boleh dikosongkan oleh satu kad.
# * Bina apabila anda memegang kad penangkap dan binaan itu mengumpul mata atau beberapa kad.
# * Rancang dua langkah ke hadapan: kira apa yang anda ambil sekarang dan apa yang boleh anda ambil pada giliran seterusnya, selepas balasan.
